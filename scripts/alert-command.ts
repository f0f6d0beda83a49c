/**
 * What every `npm run alerts:*` command shares: the dealer from content/site.json (CONTENT_DIR), the settings, store
 * and mailer from the environment, configuration problems on stderr, and the exit status: 0 done, 1 something needs
 * attention, 2 a setup problem.
 */
import type { BadgeLabelSettings } from "../src/lib/content/site-badge-labels";
import type { DealerInfo } from "../src/lib/leads/adf";
import { runtimeEnv } from "../src/lib/leads/delivery/store/runtime-env";
import { alertTools, type AlertTools } from "../src/lib/alerts/delivery/alert-tools";
import { readSiteJson, runCommand } from "./run-command";

export function runAlertCommand(
  name: string,
  main: (tools: AlertTools & { store: NonNullable<AlertTools["store"]> }) => Promise<number>,
): void {
  runCommand(name, async () => {
    const env = runtimeEnv();
    const { businessName, phone, email, address, badges } = readSiteJson<DealerInfo & { badges: BadgeLabelSettings }>(
      env,
    );
    const tools = alertTools(env, process.cwd(), { dealer: { businessName, phone, email, address }, badges });
    for (const problem of tools.config.problems) console.error(`${name}: ${problem}`);
    const { store } = tools;
    if (!store) {
      console.error(`${name}: alerts need the outbox and LEAD_OUTBOX_KEY: there is nothing to work on.`);
      return 2;
    }
    return main({ ...tools, store });
  });
}
