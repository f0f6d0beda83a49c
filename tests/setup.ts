// jest-dom matchers for component tests (files opt into jsdom with `// @vitest-environment jsdom`).
import "@testing-library/jest-dom/vitest";
