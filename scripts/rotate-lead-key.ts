/**
 * Re-encrypts every stored lead with LEAD_OUTBOX_KEY (leads in clear too). To change keys: set the new key
 * as LEAD_OUTBOX_KEY and the old one in LEAD_OUTBOX_PREVIOUS_KEYS, where the site runs and here; run
 *   npm run leads:rotate-key
 * then remove the old key. `npm run leads:rotate-key -- --new-key` prints a fresh key and changes nothing.
 */
import { parseArgs } from "node:util";
import { newOutboxKey } from "../src/lib/server-kit/store/outbox-keys";
import { rotateKey } from "../src/lib/leads/delivery/outbox/outbox-tasks";
import { runLeadCommand } from "./lead-command";

runLeadCommand("leads:rotate-key", async ({ outbox }) => {
  const { values } = parseArgs({ options: { "new-key": { type: "boolean", default: false } } });
  if (values["new-key"]) {
    console.log(newOutboxKey());
    return 0;
  }
  if (!outbox.keyring.current) {
    console.error("leads:rotate-key: set LEAD_OUTBOX_KEY to the key to encrypt with (--new-key makes one).");
    return 2;
  }
  const report = await rotateKey(outbox);
  console.log(`re-encrypted ${report.done.length} lead(s) with key ${outbox.keyring.current.id}`);
  if (report.unreadable.length > 0)
    console.log(`cannot be opened with the configured keys, left as they are: ${report.unreadable.join(", ")}`);
  if (report.busy.length > 0) console.log(`being sent by another run, run again: ${report.busy.join(", ")}`);
  return report.unreadable.length + report.busy.length === 0 ? 0 : 1;
});
