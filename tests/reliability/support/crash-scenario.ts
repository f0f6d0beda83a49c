// One whole crash run against one outbox store, with its figures: the kills (crash-loop.ts), a last start of the
// server and a lead through it, the outbox read back (every lead opens with the key: nothing half written), then
// `npm run leads:send` to a real SMTP server on loopback, and the delivered leads counted by their X-Lead-Id.
// The tests assert on the figures; `npm run bench:reliability` reports them.
import { newOutboxKey, readKeyring } from "../../../src/lib/server-kit/store/outbox-keys";
import type { OutboxStore } from "../../../src/lib/server-kit/store/outbox-store";
import { loadLeads, openMessage } from "../../../src/lib/leads/delivery/outbox/lead-outbox";
import { runCrashLoop, type CrashLoopResult, type WriteWatch } from "./crash-loop";
import type { LeadServerStart } from "./lead-servers";
import { postLead } from "./post-lead";
import { drainOutbox } from "./drain-outbox";

export interface CrashReport extends CrashLoopResult {
  /** Leads in the outbox after the last kill and the restart, before leads:send. */
  kept: number;
  /** Kept leads that did not parse or open with the key: half written, or damaged. */
  unopened: string[];
  /** The lead posted after the restart, answered 200 (the server works again). */
  afterRestart: number;
  leadsSendExit: number | null;
  leadsSendOutput: string;
  /** Answered 200 and never delivered. */
  lost: string[];
  /** Delivered more than once. */
  duplicated: string[];
  delivered: number;
  /** Leads still waiting after leads:send. */
  leftAfterSend: number;
  seconds: number;
}

export interface CrashStoreSetup {
  /** LEAD_OUTBOX_URL of the store under test, and the variables its client needs. */
  outboxUrl: string;
  env: Record<string, string>;
  /** The same store, opened in the test's process to read it back. */
  open(): OutboxStore;
  /** Where its writes can be seen beginning (crash-loop.ts kills on them). */
  watchWrites: WriteWatch;
}

export async function runCrashScenario({
  server: runtime,
  store,
  kills,
  seed,
  onKill,
}: {
  /** The runtime killed and started again: serve:prod on a folder, or gatsby serve of a built project. */
  server: LeadServerStart;
  store: CrashStoreSetup;
  kills: number;
  seed?: number;
  onKill?: (kill: number) => void;
}): Promise<CrashReport> {
  const started = Date.now();
  const key = newOutboxKey();
  const env = {
    ...store.env,
    SITE_URL: "https://sierravistamotors.example",
    LEAD_OUTBOX_URL: store.outboxUrl,
    LEAD_OUTBOX_KEY: key,
    // The test reads the folder back at once; production refuses an outbox under /tmp.
    LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
    // Every lead goes to the outbox (no SMTP on the server), from one loopback client: limits out of the way.
    LEAD_RATE_LIMIT: "1000000",
    LEAD_NETWORK_RATE_LIMIT: "1000000",
    LEAD_GLOBAL_LIMIT: "1000000",
    LEAD_OUTBOX_MAX_FILES: "1000000",
    LEAD_OUTBOX_MAX_MB: "100000",
  };
  const loop = await runCrashLoop({ server: runtime, env, kills, seed, onKill, watchWrites: store.watchWrites });

  // Restarted: it takes leads again.
  const server = await runtime.start(env);
  const after = await postLead(server.url);
  await server.stop();
  const answered = after.status === 200 && after.id ? [...loop.answered, after.id] : loop.answered;

  const keyring = readKeyring({ LEAD_OUTBOX_KEY: key }, []);
  const kept = await loadLeads(store.open());
  const unopened: string[] = [];
  for (const lead of kept) {
    if (!("record" in lead)) unopened.push(`${lead.entry.name}: ${lead.unreadable}`);
    else
      try {
        openMessage(lead.record, keyring);
      } catch (error) {
        unopened.push(`${lead.entry.name}: ${(error as Error).message}`);
      }
  }

  const send = await drainOutbox({ ...store.env, LEAD_OUTBOX_URL: store.outboxUrl, LEAD_OUTBOX_KEY: key });
  const counts = send.delivered;
  const leftAfterSend = (await store.open().list()).length;
  return {
    ...loop,
    answered,
    kept: kept.length,
    unopened,
    afterRestart: after.status,
    leadsSendExit: send.exit,
    leadsSendOutput: send.output,
    lost: answered.filter((id) => !counts.has(id)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([id]) => id),
    delivered: [...counts.values()].reduce((sum, count) => sum + count, 0),
    leftAfterSend,
    seconds: (Date.now() - started) / 1000,
  };
}
