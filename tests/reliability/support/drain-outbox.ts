// `npm run leads:send` against a real SMTP server on loopback, the leads it delivered counted by their X-Lead-Id:
// "nothing lost, nothing twice" is read from what the dealer's mail server received.
import { readMail } from "../../leads/support/read-mail";
import { startSmtpServer, type TestSmtpServer } from "../../leads/support/smtp-test-server";
import { runLeadsSend } from "./run-leads-send";

export interface Drain {
  exit: number | null;
  output: string;
  /** Deliveries per lead id. */
  delivered: Map<string, number>;
}

/** The lead ids of the messages a test SMTP server received, with how many times each came. */
export function deliveredIds(smtp: Pick<TestSmtpServer, "messages">): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    const id = readMail(mail.raw).headers["x-lead-id"] ?? "";
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Runs leads:send on the outbox `env` names (LEAD_OUTBOX_URL, its key, the store's credentials). */
export async function drainOutbox(env: Record<string, string>, smtp?: TestSmtpServer): Promise<Drain> {
  const server = smtp ?? (await startSmtpServer());
  try {
    const run = await runLeadsSend({ ...env, LEAD_SMTP_URL: server.plainUrl, LEAD_TO: "crm@dealer.example" });
    return { exit: run.code, output: run.output, delivered: deliveredIds(server) };
  } finally {
    if (!smtp) await server.close();
  }
}
