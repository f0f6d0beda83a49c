/**
 * What every lead command shares: the dealer from content/site.json (for the default sender), settings and
 * the outbox from the environment, configuration problems on stderr, and the exit status: 0 done, 1 leads
 * need attention, 2 a setup problem.
 */
import { runtimeEnv } from "../src/lib/server-kit/store/runtime-env";
import { leadTools, type LeadTools } from "../src/lib/leads/delivery/runtime/lead-tools";
import { readSiteJson, runCommand } from "./run-command";

export function runLeadCommand(
  name: string,
  main: (tools: LeadTools & { outbox: NonNullable<LeadTools["outbox"]> }) => Promise<number>,
): void {
  runCommand(name, async () => {
    const env = runtimeEnv();
    const { businessName, email } = readSiteJson<{ businessName: string; email: string }>(env);
    const tools = leadTools(env, process.cwd(), { businessName, email });
    for (const problem of tools.problems) console.error(`${name}: ${problem}`);
    const { outbox } = tools;
    if (!outbox) {
      console.error(`${name}: the outbox is off (LEAD_OUTBOX_URL=off): there is nothing to work on.`);
      return 2;
    }
    return main({ ...tools, outbox });
  });
}
