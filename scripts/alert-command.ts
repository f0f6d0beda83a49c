/**
 * What every `npm run alerts:*` command shares: the dealer from content/site.json (CONTENT_DIR), the settings, store
 * and mailer from the environment, configuration problems on stderr, and the exit status: 0 done, 1 something needs
 * attention, 2 a setup problem.
 */
import { badgeLabelsFromFile } from "../src/lib/content/badge-labels-from-file";
import type { DealerInfo } from "../src/lib/server-kit/dealer";
import { runtimeEnv } from "../src/lib/server-kit/store/runtime-env";
import { alertTools, type AlertTools } from "../src/lib/alerts/delivery/alert-tools";
import { readSiteJson, runCommand } from "./run-command";

export function runAlertCommand(
  name: string,
  main: (tools: AlertTools & { store: NonNullable<AlertTools["store"]> }) => Promise<number>,
): void {
  runCommand(name, async () => {
    const env = runtimeEnv();
    // The badge labels as the file has them, by language or in the old form (badgeLabelsFromFile).
    const { businessName, phone, email, address, badges } = readSiteJson<DealerInfo & { badges: object }>(env);
    const tools = alertTools(env, process.cwd(), {
      dealer: { businessName, phone, email, address },
      badges: badgeLabelsFromFile(badges),
    });
    for (const problem of tools.config.problems) console.error(`${name}: ${problem}`);
    const { store } = tools;
    if (!store) {
      console.error(`${name}: alerts need the outbox and LEAD_OUTBOX_KEY: there is nothing to work on.`);
      return 2;
    }
    return main({ ...tools, store });
  });
}
