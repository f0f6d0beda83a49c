// The builds an e2e run serves, made at the same time before Playwright starts (`npm run test:e2e`): the main
// build in public/, the two second builds of the platform and import specs, which Playwright's web servers would
// otherwise make one after the other before the first test, and the alerts spec's pair. Each build waits on one
// core in parts of its run (webpack, page queries); together the first three finish about two minutes sooner on the
// 2-core CI machine. The web servers (and the alerts spec) find their build up to date (second-build.ts).
//   npx tsx e2e/support/build-e2e-sites.ts
import { spawn } from "node:child_process";
import { PROJECT_ROOT } from "./second-build";

/** The main build's settings: a fixed date for the price reductions, the editor on a Git backend (/admin/). */
const MAIN_BUILD_ENV = {
  BUILD_DATE: "2026-11-23",
  DECAP_BACKEND: "gitlab",
  DECAP_REPO: "dealer/site",
  DECAP_APP_ID: "e2e-editor",
};

const BUILDS = [
  { label: "[main build]", args: ["gatsby", "build"], env: MAIN_BUILD_ENV },
  { label: "[integrations]", args: ["tsx", "e2e/support/integrations-server.ts", "--build-only"], env: {} },
  { label: "[feed import]", args: ["tsx", "e2e/support/feed-import-server.ts", "--build-only"], env: {} },
  // The alerts spec's two builds (before and after the price drop and the new car), one after the other.
  { label: "[alerts]", args: ["tsx", "e2e/support/alerts-sites.ts"], env: {} },
];

/** Runs one build, its output line by line under its label; resolves with its exit status. */
function run({ label, args, env }: (typeof BUILDS)[number]): Promise<number> {
  const child = spawn("npx", args, { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
  const print = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
    let rest = "";
    from.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`${label} ${line}\n`);
    });
    // A last line without a newline (an error's, often) is printed too.
    from.on("end", () => rest && to.write(`${label} ${rest}\n`));
  };
  print(child.stdout, process.stdout);
  print(child.stderr, process.stderr);
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

async function main(): Promise<void> {
  const statuses = await Promise.all(BUILDS.map(run));
  const failed = BUILDS.filter((_, index) => statuses[index] !== 0).map((build) => build.label);
  if (failed.length > 0) {
    console.error(`e2e builds failed: ${failed.join(", ")} (their output above)`);
    process.exit(1);
  }
}

void main();
