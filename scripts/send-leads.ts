/**
 * Sends the leads waiting in the outbox (LEAD_OUTBOX_DIR, default .leads/) by SMTP, oldest first:
 *   LEAD_SMTP_URL=smtp://... LEAD_TO=crm@example.com npm run leads:send [-- --dry-run]
 * Each file is removed only after the SMTP server accepted its lead; a lead that fails stays for the next
 * run. Exit status: 0 when the outbox is empty afterwards, 1 when leads are left, 2 on a setup problem.
 * Safe to run from cron while the site is taking leads, and even twice at once (files are claimed).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readLeadConfig, runtimeEnv } from "../src/lib/leads/delivery/lead-config";
import { defaultLeadFrom } from "../src/lib/leads/delivery/lead-runtime";
import { listOutbox, readOutboxRecord } from "../src/lib/leads/delivery/outbox";
import { sendOutbox } from "../src/lib/leads/delivery/send-outbox";
import { createSmtpMailer } from "../src/lib/leads/delivery/smtp-mailer";

function readDealer(contentDir: string) {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as {
    businessName: string;
    email: string;
  };
  return { businessName: site.businessName, email: site.email };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const env = runtimeEnv();
  const { config, problems } = readLeadConfig(
    env,
    defaultLeadFrom(readDealer(path.resolve(env.CONTENT_DIR || "content"))),
    process.cwd(),
  );
  for (const problem of problems) console.error(`leads:send: ${problem}`);
  if (!config.outboxDir) {
    console.error("leads:send: LEAD_OUTBOX_DIR is off: there is no outbox to send.");
    return 2;
  }
  const files = await listOutbox(config.outboxDir);
  console.log(`${files.length} lead(s) waiting in ${config.outboxDir}`);
  if (values["dry-run"]) {
    for (const file of files) {
      const record = await readOutboxRecord(file).catch(() => undefined);
      console.log(
        `  ${path.basename(file)}  ${record ? `${record.message.formType}: ${record.message.subject}` : "(unreadable)"}`,
      );
    }
    return files.length === 0 ? 0 : 1;
  }
  if (!config.smtp) {
    console.error("leads:send: set LEAD_SMTP_URL and LEAD_TO to send the outbox (see README, Leads).");
    return 2;
  }
  if (files.length === 0) return 0;
  const report = await sendOutbox(config.outboxDir, createSmtpMailer(config.smtp));
  console.log(`sent ${report.sent.length}, not sent ${report.failed.length}, unreadable ${report.unreadable.length}`);
  return report.failed.length + report.unreadable.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`leads:send: ${(error as Error).message ?? error}`);
    process.exit(2);
  },
);
