/**
 * What every lead command shares: the dealer from content/site.json (for the default sender), settings and
 * the outbox from the environment, configuration problems on stderr, and the exit status: 0 done, 1 leads
 * need attention, 2 a setup problem.
 */
import fs from "node:fs";
import path from "node:path";
import { runtimeEnv } from "../src/lib/leads/delivery/runtime-env";
import { leadTools, type LeadTools } from "../src/lib/leads/delivery/lead-tools";

function readDealer(contentDir: string) {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as {
    businessName: string;
    email: string;
  };
  return { businessName: site.businessName, email: site.email };
}

export function runLeadCommand(
  name: string,
  main: (tools: LeadTools & { outbox: NonNullable<LeadTools["outbox"]> }) => Promise<number>,
): void {
  const run = async () => {
    const env = runtimeEnv();
    const tools = leadTools(env, process.cwd(), readDealer(path.resolve(env.CONTENT_DIR || "content")));
    for (const problem of tools.problems) console.error(`${name}: ${problem}`);
    const { outbox } = tools;
    if (!outbox) {
      console.error(`${name}: the outbox is off (LEAD_OUTBOX_URL=off): there is nothing to work on.`);
      return 2;
    }
    return main({ ...tools, outbox });
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
