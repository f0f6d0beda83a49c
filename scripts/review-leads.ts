/**
 * Leads held for review (saved past LEAD_GLOBAL_LIMIT, during what looked like a flood):
 *   npm run leads:review                         lists them: id, form, time, the message's first characters
 *   npm run leads:review -- --release <id> ...   lets them be sent (then npm run leads:send)
 *   npm run leads:review -- --release-all
 *   npm run leads:review -- --drop <id> ...      deletes them
 *   npm run leads:review -- --drop-all
 */
import { parseArgs } from "node:util";
import { listHeld, reviewHeld, type TaskReport } from "../src/lib/leads/delivery/outbox/outbox-tasks";
import { runLeadCommand } from "./lead-command";

function printReport(verb: string, report: TaskReport): number {
  console.log(`${verb} ${report.done.length} lead(s)${report.done.length > 0 ? `: ${report.done.join(", ")}` : ""}`);
  if (report.notFound.length > 0) console.log(`not held (or not found): ${report.notFound.join(", ")}`);
  if (report.unreadable.length > 0) console.log(`cannot be opened, left as they are: ${report.unreadable.join(", ")}`);
  if (report.busy.length > 0)
    console.log(`being sent or reviewed by another run, try again: ${report.busy.join(", ")}`);
  return report.notFound.length + report.unreadable.length + report.busy.length === 0 ? 0 : 1;
}

runLeadCommand("leads:review", async ({ outbox }) => {
  const { values } = parseArgs({
    options: {
      release: { type: "string", multiple: true },
      "release-all": { type: "boolean", default: false },
      drop: { type: "string", multiple: true },
      "drop-all": { type: "boolean", default: false },
    },
  });
  const release = values["release-all"] ? "all" : values.release;
  const drop = values["drop-all"] ? "all" : values.drop;
  if (release && drop) {
    console.error("leads:review: release or drop, not both at once.");
    return 2;
  }
  if (release) return printReport("released", await reviewHeld(outbox, "release", release));
  if (drop) return printReport("dropped", await reviewHeld(outbox, "drop", drop));
  const held = await listHeld(outbox);
  console.log(`${held.length} lead(s) held for review in ${outbox.store.label}`);
  for (const lead of held) console.log(`  ${lead.id}  ${lead.formType}  ${lead.savedAt}  ${lead.preview}`);
  return 0;
});
