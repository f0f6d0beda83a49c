// Sends the leads waiting in the outbox, oldest first; a file is removed only after the SMTP server
// accepted its lead. Used by `npm run leads:send`.
import fs from "node:fs";
import path from "node:path";
import { claimOutboxFile, listOutbox, readOutboxRecord, releaseOutboxFile, releaseStaleClaims } from "./outbox";
import { describeSmtpError, type LeadMailer } from "./smtp-mailer";

export interface SendReport {
  sent: string[];
  failed: string[];
  unreadable: string[];
}

/** Sends every saved lead with `mailer`; returns what happened (lead ids only, no personal data). */
export async function sendOutbox(dir: string, mailer: LeadMailer, log: (line: string) => void = console.log): Promise<SendReport> {
  const report: SendReport = { sent: [], failed: [], unreadable: [] };
  const released = await releaseStaleClaims(dir);
  if (released > 0) log(`offered again ${released} lead(s) left claimed by an interrupted run`);
  for (const file of await listOutbox(dir)) {
    const claimed = await claimOutboxFile(file);
    if (!claimed) continue; // another sender took it
    let id = path.basename(file);
    try {
      const record = await readOutboxRecord(claimed);
      id = record.message.id;
      await mailer.send(record.message);
      await fs.promises.rm(claimed);
      report.sent.push(id);
      log(`sent lead ${id}`);
    } catch (error) {
      await releaseOutboxFile(claimed);
      if (error instanceof SyntaxError || (error as Error).message?.includes("is not a saved lead")) {
        report.unreadable.push(path.basename(file));
        log(`could not read ${path.basename(file)}: left in place for a person to look at`);
      } else {
        report.failed.push(id);
        log(`lead ${id} not sent (${describeSmtpError(error)}); it stays in the outbox`);
      }
    }
  }
  return report;
}
