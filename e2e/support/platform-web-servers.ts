// The extra Playwright web server of the platform tests (the build with analytics and error reporting on,
// plus the local sink). It takes a build, so it starts only when platform specs are part of the run:
// `npx playwright test e2e/some-other.spec.ts` does not pay for it.
import { INTEGRATIONS_URL } from "./platform-ports";

type WebServer = { command: string; url: string; reuseExistingServer: boolean; timeout: number; stdout?: "pipe" | "ignore" };

function runsPlatformSpecs(argv: readonly string[]): boolean {
  const testIndex = argv.indexOf("test");
  if (testIndex < 0) return true;
  const filters = argv.slice(testIndex + 1).filter((arg, index, args) => !arg.startsWith("-") && !(args[index - 1] ?? "").match(/^--?(project|grep|g|workers|j|reporter|config|c|timeout|retries|shard|max-failures|output)$/));
  return filters.length === 0 || filters.some((filter) => /platform/.test(filter));
}

export function platformWebServers(argv: readonly string[] = process.argv): WebServer[] {
  if (!runsPlatformSpecs(argv)) return [];
  return [
    {
      command: "npx tsx e2e/support/integrations-server.ts",
      url: `${INTEGRATIONS_URL}/`,
      reuseExistingServer: !process.env.CI,
      // The first run builds the site a second time.
      timeout: 420_000,
      stdout: "pipe",
    },
  ];
}
