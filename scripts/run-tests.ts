// `npm test`: every check, in the order that finishes soonest on a 2-core machine. The static checks
// (typecheck, lint with knip) and then the unit tests run beside the production builds the e2e tests serve (the
// format check after the builds): every one of them waits on one core in parts of its run, and together they keep
// both cores busy (none of the unit tests reads a build); the build's GraphQL types must then be the committed
// ones. Then the e2e tests. A failed stage stops the run; the time of each stage and step is printed at the end.
//   npm test
import { performance } from "node:perf_hooks";
import { runLabelled, type LabelledCommand } from "./tests/labelled-command";

const npmRun = (label: string, script: string): LabelledCommand => ({
  label,
  command: "npm",
  args: ["run", "--silent", script],
});

/** One stage: commands in order, or (parallel) at once. */
interface Stage {
  name: string;
  steps: LabelledCommand[][];
}

const STAGES: Stage[] = [
  {
    name: "static checks and unit tests, beside the e2e builds",
    steps: [
      [npmRun("[typecheck]", "typecheck"), npmRun("[lint]", "lint"), npmRun("[unit]", "test:unit")],
      [
        { label: "[e2e builds]", command: "npx", args: ["tsx", "e2e/support/build-e2e-sites.ts"] },
        { label: "[gatsby types]", command: "npx", args: ["tsx", "scripts/tests/check-gatsby-types.ts"] },
        // After the builds, beside the unit tests, which leave most of a core free (vitest's 214 s of tests took
        // 172 s on 2 cores): in the static checks' line it made that line the stage's longest (435 s against 320).
        npmRun("[format]", "format:check"),
      ],
    ],
  },
  { name: "e2e tests", steps: [[{ label: "[e2e]", command: "npx", args: ["playwright", "test"] }]] },
];

async function inOrder(commands: LabelledCommand[]): Promise<string | undefined> {
  for (const command of commands) {
    const started = performance.now();
    const status = await runLabelled(command);
    console.log(`${command.label} finished in ${((performance.now() - started) / 1000).toFixed(0)} s (exit ${status})`);
    if (status !== 0) return command.label;
  }
  return undefined;
}

async function main(): Promise<number> {
  const times: string[] = [];
  const started = performance.now();
  for (const stage of STAGES) {
    const stageStart = performance.now();
    const failed = (await Promise.all(stage.steps.map(inOrder))).filter(Boolean);
    times.push(`${stage.name}: ${((performance.now() - stageStart) / 1000).toFixed(0)} s`);
    if (failed.length > 0) {
      console.error(
        `npm test: ${failed.join(", ")} failed (its output above); later stages were not run. ${times.join("; ")}`,
      );
      return 1;
    }
  }
  console.log(`npm test passed in ${((performance.now() - started) / 1000).toFixed(0)} s: ${times.join("; ")}`);
  return 0;
}

void main().then((code) => process.exit(code));
