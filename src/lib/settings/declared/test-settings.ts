// The tests: what `npm test` and `npm run test:e2e` read, never needed to run the site.
import type { SettingDeclaration } from "../setting-declaration";

export const TEST_SETTINGS = [
  {
    name: "CHROMIUM_PATH",
    group: "tests",
    default:
      "tests: `/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`, else `/usr/bin/chromium-browser`; " +
      "benchmark: the same without the headless shell",
    readBy: ["tests", "bench"],
    secret: false,
    meaning: "Chromium used by the end-to-end tests and the benchmark (nothing is downloaded)",
  },
  {
    name: "E2E_PORT",
    group: "tests",
    default: "`9100`",
    readBy: ["tests"],
    secret: false,
    meaning: "port the end-to-end tests serve the build on",
  },
  {
    name: "E2E_SERVER",
    group: "tests",
    default: "`proxy` where nginx is installed, else `gatsby`",
    readBy: ["tests"],
    secret: false,
    meaning:
      "the server the end-to-end tests run against: `proxy`, nginx (TLS) in front of `npm run serve:prod`, as on " +
      "a Linux server (required in CI); `gatsby`, plain `gatsby serve`, quicker to start",
  },
  {
    name: "E2E_LEAD_OUTBOX_DIR",
    group: "tests",
    default: "`<system temp>/dealer-site-e2e-leads-<port>`",
    readBy: ["tests"],
    secret: false,
    meaning: "the outbox the end-to-end tests give the lead function and read back",
  },
  {
    name: "I18N_PSEUDO",
    group: "tests",
    default: "unset",
    readBy: ["build"],
    secret: false,
    meaning:
      "`1`: a test build whose Spanish pages show every message, vocabulary word and staff text pseudolocalized " +
      "([languages](languages.md)); the e2e run makes one beside the main build. Never for a site you publish",
  },
  {
    name: "CI",
    group: "tests",
    default: "unset",
    readBy: ["tests", "Playwright"],
    secret: false,
    meaning:
      "set (as `.ci/run` runs): Playwright uses 2 workers, retries a failed test once and never reuses a server " +
      "already running, and the end-to-end tests insist on nginx",
  },
  {
    name: "CRASH_KILLS",
    group: "tests",
    default: "`15`",
    readBy: ["tests"],
    secret: false,
    meaning: "SIGKILLs of `serve:prod` on a folder outbox in the crash test (`npm run bench:reliability` makes 300)",
  },
  {
    name: "CRASH_KILLS_S3",
    group: "tests",
    default: "`5`",
    readBy: ["tests"],
    secret: false,
    meaning: "SIGKILLs of `serve:prod` on an S3 outbox in the crash test (`npm run bench:reliability` makes 100)",
  },
  {
    name: "CRASH_KILLS_FUNCTION",
    group: "tests",
    default: "`10`",
    readBy: ["tests"],
    secret: false,
    meaning:
      "SIGKILLs of `gatsby serve`'s compiled lead function in the end-to-end crash test (`npm run " +
      "bench:reliability` makes 100)",
  },
  {
    name: "CRASH_SEED",
    group: "tests",
    default: "a new random seed",
    readBy: ["tests"],
    secret: false,
    meaning: "the seed a failed crash test printed, to run it again as it was",
  },
  {
    name: "PATH",
    group: "tests",
    default: "set by the shell",
    readBy: ["tests"],
    secret: false,
    meaning:
      "passed on to the servers and commands the tests start with an otherwise empty environment, and searched " +
      "for nginx",
  },
  {
    name: "HOME",
    group: "tests",
    default: "set by the shell",
    readBy: ["tests"],
    secret: false,
    meaning: "passed on to the servers and commands the tests start with an otherwise empty environment",
  },
] as const satisfies readonly SettingDeclaration[];
