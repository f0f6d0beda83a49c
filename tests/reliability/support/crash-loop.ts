// The outbox's crash test, shared by the CI-sized tests (tests/reliability/outbox-crash-*.test.ts,
// e2e/reliability-function-crash.spec.ts) and the full bench (`npm run bench:reliability`): a server runtime
// (serve:prod, or `gatsby serve` with the compiled function) as a process with the real src/api/leads.ts, shoppers posting
// leads in a loop, and the server killed with SIGKILL (as the OOM killer or a power cut ends it: no handler
// runs) at a random moment while leads are being written, again and again; then started once more.
//
// Each server life: `SUBMITTERS` shoppers post leads one after another, and the server is killed at a random
// point picked one of two ways, in turn at random:
// - on a write: when the store shows the k-th write of that life beginning (a temporary file appearing in the
//   folder, a PUT reaching the object store), 0 to WRITE_WINDOW_MS later: inside the write, its flush or rename;
// - on a request: once the k-th request has been handed over, 0 to REQUEST_WINDOW_MS later: while the lead is
//   parsed, sealed, written or answered.
// The random delay is the point of the test (where the kill lands), not a wait for something to happen. The seed
// is in the result, so a failing run can be run again as it was (CRASH_SEED).
import type { ChildProcess } from "node:child_process";
import { seededRandom } from "../../../src/lib/seeded-random";
import type { LeadServerStart } from "./lead-servers";
import { postLead, type LeadAnswer } from "./post-lead";

const SUBMITTERS = 3;
const WRITE_WINDOW_MS = 3;
const REQUEST_WINDOW_MS = 25;
const MAX_EVENTS_BEFORE_KILL = 6;

/** Subscribes to the store's writes as they begin; returns the unsubscribe. */
export type WriteWatch = (onWrite: () => void) => () => void;

export interface CrashLoopResult {
  seed: number;
  kills: number;
  /** Lead ids answered 200: each must be delivered exactly once. */
  answered: string[];
  /** Posts answered with another status (none is expected: the outbox takes every lead). */
  refused: { status: number; body: string }[];
  /** Posts cut off by the kill (no answer): the shopper was told nothing; delivered at most once. */
  cutOff: number;
  /** Kills made on a write beginning (the others on a request). */
  onWrite: number;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

export async function runCrashLoop({
  server: runtime,
  env,
  kills,
  seed = Math.floor(Math.random() * 2 ** 31),
  watchWrites,
  onKill,
}: {
  server: LeadServerStart;
  env: Record<string, string>;
  kills: number;
  seed?: number;
  watchWrites: WriteWatch;
  onKill?: (kill: number) => void;
}): Promise<CrashLoopResult> {
  const random = seededRandom(seed);
  const result: CrashLoopResult = { seed, kills: 0, answered: [], refused: [], cutOff: 0, onWrite: 0 };
  const record = (answer: LeadAnswer) => {
    if ("error" in answer) result.cutOff += 1;
    else if (answer.status === 200 && answer.id) result.answered.push(answer.id);
    else result.refused.push({ status: answer.status, body: JSON.stringify(answer.json) });
  };

  for (let kill = 0; kill < kills; kill++) {
    const server = await runtime.start(env);
    // The first kill always lands in a write, so even a short run tests one (the rest are chosen at random).
    const onWrite = kill === 0 || random() < 0.5;
    const killAt = 1 + Math.floor(random() * MAX_EVENTS_BEFORE_KILL);
    const delay = random() * (onWrite ? WRITE_WINDOW_MS : REQUEST_WINDOW_MS);
    let events = 0;
    let dead = false;
    const gone = exited(server.child);
    const killNow = () => {
      if (dead) return;
      dead = true;
      server.child.kill("SIGKILL");
    };
    // The first life's kill is armed once a lead has been answered 200, so every run shows a lead taken between
    // kills, however slow the machine (its writes can all begin before the first answer leaves).
    let armed = kill > 0;
    const count = () => {
      if (!armed) return;
      events += 1;
      if (events === killAt) setTimeout(killNow, delay);
    };
    const unwatch = watchWrites(onWrite ? count : () => undefined);
    const onSent = onWrite ? undefined : count;
    if (onWrite) result.onWrite += 1;
    // Each shopper posts until the server is gone: its last post is cut off (or refused at connect).
    const shopper = async () => {
      while (!dead) {
        const answer = await postLead(server.url, { onSent });
        if (dead && answer.status === 0) {
          result.cutOff += 1;
          return;
        }
        record(answer);
        if (answer.status === 200) armed = true;
      }
    };
    await Promise.all([...Array.from({ length: SUBMITTERS }, shopper), gone]);
    unwatch();
    result.kills += 1;
    onKill?.(kill + 1);
  }
  return result;
}
