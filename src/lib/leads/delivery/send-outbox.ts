// Sends the leads waiting in the outbox, oldest first; a file is removed only after the SMTP server
// accepted its lead. Used by `npm run leads:send`.
import fs from "node:fs";
import path from "node:path";
import {
  claimOutboxFile,
  listOutbox,
  readOutboxRecord,
  releaseOutboxFile,
  releaseStaleClaims,
  updateClaimedRecord,
} from "./outbox";
import { describeSmtpError, type LeadMailer } from "./smtp-mailer";

export interface SendReport {
  sent: string[];
  failed: string[];
  unreadable: string[];
}

/** Sends every saved lead with `mailer`; returns what happened (lead ids only, no personal data). */
export async function sendOutbox(
  dir: string,
  mailer: LeadMailer,
  log: (line: string) => void = console.log,
): Promise<SendReport> {
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
      // Recipients that took it already (a partly delivered lead) do not get it twice.
      const delivered = new Set((record.deliveredTo ?? []).map((address) => address.toLowerCase()));
      const pending = mailer.recipients.filter((address) => !delivered.has(address.toLowerCase()));
      const result = pending.length > 0 ? await mailer.send(record.message, pending) : undefined;
      if (result && result.rejected.length > 0) {
        await updateClaimedRecord(claimed, {
          ...record,
          deliveredTo: [...(record.deliveredTo ?? []), ...result.accepted],
        });
        await releaseOutboxFile(claimed);
        report.failed.push(id);
        log(
          `lead ${id} refused by ${result.rejected.length} of ${pending.length} recipient(s) (${result.rejectedCodes}); it stays in the outbox for them`,
        );
        continue;
      }
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
