/**
 * What every `npm run alerts:*` command shares: the dealer from content/site.json (CONTENT_DIR), the settings, store
 * and mailer from the environment, configuration problems on stderr, and the exit status: 0 done, 1 something needs
 * attention, 2 a setup problem.
 */
import fs from "node:fs";
import path from "node:path";
import type { BadgeLabelSettings } from "../src/lib/content/site-badge-labels";
import type { DealerInfo } from "../src/lib/leads/adf";
import { runtimeEnv } from "../src/lib/leads/delivery/runtime-env";
import { alertTools, type AlertTools } from "../src/lib/alerts/delivery/alert-tools";

function readSite(contentDir: string): { dealer: DealerInfo; badges: BadgeLabelSettings } {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as DealerInfo & {
    badges: BadgeLabelSettings;
  };
  const { businessName, phone, email, address, badges } = site;
  return { dealer: { businessName, phone, email, address }, badges };
}

export function runAlertCommand(
  name: string,
  main: (tools: AlertTools & { store: NonNullable<AlertTools["store"]> }) => Promise<number>,
): void {
  const run = async () => {
    const env = runtimeEnv();
    const tools = alertTools(env, process.cwd(), readSite(path.resolve(env.CONTENT_DIR || "content")));
    for (const problem of tools.config.problems) console.error(`${name}: ${problem}`);
    const { store } = tools;
    if (!store) {
      console.error(`${name}: alerts need the outbox and LEAD_OUTBOX_KEY: there is nothing to work on.`);
      return 2;
    }
    return main({ ...tools, store });
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // The error's name and code, not its message: a store's error may quote a request.
      const { name: kind = "Error", code } = (error ?? {}) as { name?: string; code?: string };
      console.error(`${name}: failed (${kind}${code ? ` ${code}` : ""}): ${(error as Error).message ?? ""}`);
      process.exit(2);
    },
  );
}
