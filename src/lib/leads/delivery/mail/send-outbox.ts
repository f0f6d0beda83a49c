// Sends the leads waiting in the outbox, oldest first, from any store; a lead is deleted only after the
// SMTP server accepted it. A lead that fails stays, with its attempts and last error; a held lead waits for
// a person (`npm run leads:review`). Used by `npm run leads:send` and the Netlify scheduled function.
import { NotALeadError, openMessage, parseRecord, serializeRecord, type LeadOutbox } from "../outbox/lead-outbox";
import { SealedLeadError } from "../../../server-kit/store/outbox-keys";
import { type LeadMailer } from "./smtp-mailer";
import { describeSmtpError } from "../../../server-kit/mail/smtp-transport";

export interface SendReport {
  sent: string[];
  failed: string[];
  /** Leads that cannot be read or opened (a wrong or missing key): by lead id, or by name when even that is unknown. */
  unreadable: string[];
  /** Held for review: not sent. */
  held: string[];
}

/** Sends every waiting lead with `mailer`; returns what happened (lead ids only, no personal data). */
export async function sendOutbox(
  outbox: LeadOutbox,
  mailer: LeadMailer,
  log: (line: string) => void = console.log,
  now: () => Date = () => new Date(),
): Promise<SendReport> {
  const { store, keyring } = outbox;
  const report: SendReport = { sent: [], failed: [], unreadable: [], held: [] };
  const released = await store.releaseStale(now().getTime());
  if (released > 0) log(`offered again ${released} lead(s) left claimed by an interrupted run`);
  for (const entry of await store.list()) {
    const claim = await store.claim(entry.name, now().getTime());
    if (!claim) continue; // another sender has it
    let id = entry.name;
    try {
      const text = await store.readClaimed(claim);
      if (text === undefined) {
        await store.release(claim).catch(() => undefined); // sent by another run just before this claim
        continue;
      }
      const record = parseRecord(text);
      id = record.id;
      if (record.held) {
        report.held.push(id);
        await store.release(claim);
        continue;
      }
      const message = openMessage(record, keyring);
      // Recipients that took it already (a partly delivered lead) do not get it twice.
      const delivered = new Set((record.deliveredTo ?? []).map((address) => address.toLowerCase()));
      const pending = mailer.recipientsFor(message.location).filter((address) => !delivered.has(address.toLowerCase()));
      let error: string | undefined;
      let accepted: string[] = [];
      try {
        const result = pending.length > 0 ? await mailer.send(message, pending) : undefined;
        if (result && result.rejected.length > 0) {
          accepted = result.accepted;
          error = `refused by ${result.rejected.length} of ${pending.length} recipient(s) (${result.rejectedCodes})`;
        }
      } catch (sendError) {
        error = describeSmtpError(sendError);
      }
      if (error === undefined) {
        await store.remove(claim);
        report.sent.push(id);
        log(`sent lead ${id}`);
        continue;
      }
      await store.replace(
        claim,
        serializeRecord({
          ...record,
          attempts: (record.attempts ?? 0) + 1,
          lastError: error,
          lastAttemptAt: now().toISOString(),
          ...(accepted.length > 0 ? { deliveredTo: [...(record.deliveredTo ?? []), ...accepted] } : {}),
        }),
      );
      await store.release(claim);
      report.failed.push(id);
      log(`lead ${id} not sent (${error}); it stays in the outbox`);
    } catch (error) {
      await store.release(claim).catch(() => undefined);
      if (error instanceof NotALeadError || error instanceof SealedLeadError) {
        report.unreadable.push(id);
        log(`could not open ${id === entry.name ? entry.name : `lead ${id}`} (${error.message}): left in place`);
      } else throw error;
    }
  }
  return report;
}
