// jest-dom matchers for component tests (files opt into jsdom with `// @vitest-environment jsdom`).
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy* waits up to 1 s by default; on a loaded 2-core machine React's time-sliced updates (transitions)
// can take longer than that to show. A wait is not a behaviour: give it room.
configure({ asyncUtilTimeout: 5000 });
