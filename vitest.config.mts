import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "@emotion/react" },
  test: {
    globals: true,
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    alias: { gatsby: new URL("./tests/mocks/gatsby.tsx", import.meta.url).pathname },
  },
});
