import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "@emotion/react" },
  test: {
    globals: true,
    // jsdom component tests are slow on a loaded 2-core machine; a timeout is not a behaviour.
    testTimeout: 30_000,
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    alias: { gatsby: new URL("./tests/mocks/gatsby.tsx", import.meta.url).pathname },
  },
});
