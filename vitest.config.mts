import { lingui } from "@lingui/vite-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "./tests/support/lingui-macro-plugin";

export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "@emotion/react" },
  // Message catalogs (*.po) compiled as the build's loader compiles them, and Lingui's macros expanded.
  plugins: [linguiMacro(), lingui({ failOnMissing: true })],
  test: {
    globals: true,
    // jsdom component tests are slow on a loaded 2-core machine; a timeout is not a behaviour.
    testTimeout: 30_000,
    // Vitest keeps a core for itself by default, which on the 2-core CI machine ran one test file at a time
    // while its own thread mostly waited: two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    alias: { gatsby: new URL("./tests/mocks/gatsby.tsx", import.meta.url).pathname },
  },
});
