import { lingui } from "@lingui/vite-plugin";
import fs from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "./tests/support/lingui-macro-plugin.mjs";

const TESTS = "tests";
const testFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? testFiles(path.join(dir, entry.name))
        : /\.test\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
// A file that renders in jsdom (Testing Library cleans up after each test of the file that loaded it) or mocks a
// module (a mock cannot replace a module another file has loaded) runs in a fresh module graph. The others share
// one per worker: importing the project's modules again for each of ~250 files was a third of the unit run's
// processor time on the 2-core CI machine.
const NEEDS_ISOLATION = /@vitest-environment jsdom|\bvi\.mock\(/;
const isolated = testFiles(TESTS).filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(file, "utf8")));

export default defineConfig({
  // Emotion's JSX runtime, as tsconfig.json and the build use it (the css prop).
  oxc: { jsx: { runtime: "automatic", importSource: "@emotion/react" } },
  // Message catalogs (*.po) compiled as the build's loader compiles them, and Lingui's macros expanded.
  plugins: [linguiMacro(), lingui({ failOnMissing: true })],
  test: {
    globals: true,
    // jsdom component tests are slow on a loaded 2-core machine; a timeout is not a behaviour.
    testTimeout: 30_000,
    // Vitest keeps a core for itself by default, which on the 2-core CI machine ran one test file at a time
    // while its own thread mostly waited: two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: "shared", include: [`${TESTS}/**/*.test.{ts,tsx}`], exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    alias: { gatsby: new URL("./tests/mocks/gatsby.tsx", import.meta.url).pathname },
  },
});
