// Netlify scheduled function: every 10 minutes, sends the leads waiting in the outbox (Netlify Blobs by
// default on Netlify) and deletes those past LEAD_OUTBOX_MAX_DAYS, with the same code as `npm run
// leads:send` and `npm run leads:purge`. Netlify runs it on the schedule in netlify.toml; it takes no requests.
import site from "../../content/site.json";
import { runtimeEnv } from "../../src/lib/server-kit/store/runtime-env";
import { drainAndPurge, leadTools } from "../../src/lib/leads/delivery/runtime/lead-tools";
import { loadAllTextTables } from "../../src/locales/text-tables";

// Every language's text tables, which src/lib reads from a store (src/lib/i18n/text-tables.ts).
loadAllTextTables();

export default async function drainLeads(): Promise<Response> {
  const log = (line: string) => console.info(line);
  const tools = leadTools(runtimeEnv(), process.cwd(), site);
  for (const problem of tools.problems) log(`leads: configuration: ${problem}`);
  const { report } = await drainAndPurge(tools, log);
  const left = report ? report.failed.length + report.unreadable.length : 0;
  return new Response(null, { status: left === 0 ? 204 : 500 });
}
