// The builds an e2e run serves, made at the same time before Playwright starts (`npm run test:e2e`, `npm test`):
// the main build in public/, the second build of the platform and import specs (integrations-server.ts), which
// Playwright's web server would otherwise make before the first test, and the alerts spec's pair. Each build
// waits on one core in parts of its run (webpack, page queries); together they finish sooner on the 2-core CI
// machine. The web server (and the alerts spec) find their build up to date (second-build.ts) and only serve it.
//   npx tsx e2e/support/build-e2e-sites.ts
import { runLabelled } from "../../scripts/tests/labelled-command";
import { PROJECT_ROOT } from "./second-build";

/**
 * The main build's settings: a fixed date for the price reductions, the editor on a Git backend (/admin/), and the
 * eight newest cars' pages built, the others deferred to serve:prod (deferred-pages.spec.ts; every vehicle spec
 * meets both kinds).
 */
const MAIN_BUILD_ENV = {
  BUILD_DATE: "2026-11-23",
  VEHICLE_PAGES_AT_BUILD: "8",
  DECAP_BACKEND: "gitlab",
  DECAP_REPO: "dealer/site",
  DECAP_APP_ID: "e2e-editor",
};

const BUILDS = [
  { label: "[main build]", args: ["gatsby", "build"], env: MAIN_BUILD_ENV },
  { label: "[integrations]", args: ["tsx", "e2e/support/integrations-server.ts", "--build-only"], env: {} },
  // The alerts spec's two builds (before and after the price drop and the new car), one after the other.
  { label: "[alerts]", args: ["tsx", "e2e/support/alerts-sites.ts"], env: {} },
  // The pseudo-locale's (i18n-pseudo-locale.spec.ts).
  { label: "[pseudo]", args: ["tsx", "e2e/support/pseudo-site.ts"], env: {} },
];

// Each build alone takes a worker per core (gatsby/platform/build-workers.ts); run together, they already fill
// both cores, and every worker more is one more copy of Gatsby to start: one worker each took the alerts pair
// 14% less processor time (143 s against 166 s, cold).
const TOGETHER_ENV = { GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT || "2" };

async function main(): Promise<void> {
  const statuses = await Promise.all(
    BUILDS.map(({ label, args, env }) =>
      runLabelled({ label, command: "npx", args, env: { ...TOGETHER_ENV, ...env }, cwd: PROJECT_ROOT }),
    ),
  );
  const failed = BUILDS.filter((_, index) => statuses[index] !== 0).map((build) => build.label);
  if (failed.length > 0) {
    console.error(`e2e builds failed: ${failed.join(", ")} (their output above)`);
    process.exit(1);
  }
}

void main();
