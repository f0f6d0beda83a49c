/**
 * Sends the leads waiting in the outbox (LEAD_OUTBOX_URL: a folder, Netlify Blobs or an S3 bucket) by SMTP,
 * oldest first:
 *   LEAD_SMTP_URL=smtp://... LEAD_TO=crm@example.com npm run leads:send [-- --dry-run]
 * Each lead is deleted only after the SMTP server accepted it; a lead that fails stays, with its attempts and
 * last error, for the next run; held leads wait for `npm run leads:review`. Exit status: 0 when nothing is
 * left to send, 1 when leads are left, 2 on a setup problem. Safe to run from cron while the site is taking
 * leads, and even twice at once (leads are claimed).
 */
import { parseArgs } from "node:util";
import { loadLeads } from "../src/lib/leads/delivery/outbox/lead-outbox";
import { sendOutbox } from "../src/lib/leads/delivery/mail/send-outbox";
import { createSmtpMailer } from "../src/lib/leads/delivery/mail/smtp-mailer";
import { runLeadCommand } from "./lead-command";

runLeadCommand("leads:send", async ({ config, outbox }) => {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const leads = await loadLeads(outbox.store);
  console.log(`${leads.length} lead(s) in ${outbox.store.label}`);
  if (values["dry-run"]) {
    // Ids and form types only: no personal data on a terminal that may be logged.
    for (const lead of leads) {
      console.log(
        "record" in lead
          ? `  ${lead.record.id}  ${lead.record.formType ?? "lead"}${lead.record.held ? "  (held for review)" : ""}`
          : `  ${lead.entry.name}  (unreadable)`,
      );
    }
    return leads.length === 0 ? 0 : 1;
  }
  if (!config.smtp) {
    console.error(
      "leads:send: set LEAD_SMTP_URL and LEAD_TO to send the outbox (see docs/deployment.md#e-mail-and-your-crm).",
    );
    return 2;
  }
  if (leads.length === 0) return 0;
  const report = await sendOutbox(outbox, createSmtpMailer(config.smtp));
  console.log(
    `sent ${report.sent.length}, not sent ${report.failed.length}, held for review ${report.held.length}, unreadable ${report.unreadable.length}`,
  );
  return report.failed.length + report.unreadable.length === 0 ? 0 : 1;
});
