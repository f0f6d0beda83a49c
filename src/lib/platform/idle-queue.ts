// Work that can wait, spread over the browser's idle time: a few items per idle period, so that a long list
// (re-requesting every file of the first page for the offline cache) never becomes one long task.

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type IdleScheduler = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** Keep this much of an idle period free: the browser may need it for the next frame. */
const RESERVE_MS = 4;

function browserIdleScheduler(): IdleScheduler {
  if (typeof window !== "undefined" && "requestIdleCallback" in window) {
    return (callback) => window.requestIdleCallback(callback, { timeout: 2000 });
  }
  // Safari has no requestIdleCallback: a short timer and a fixed 10 ms budget stand in for it.
  return (callback) => {
    const start = Date.now();
    setTimeout(() => callback({ timeRemaining: () => Math.max(0, 10 - (Date.now() - start)) }), 1);
  };
}

/** Calls `work` on every item in order, at least one per idle period, until the list is done. */
export function forEachWhenIdle<T>(
  items: readonly T[],
  work: (item: T) => void,
  schedule: IdleScheduler = browserIdleScheduler(),
): void {
  let next = 0;
  const run = (deadline: IdleDeadlineLike) => {
    do {
      work(items[next]);
      next += 1;
    } while (next < items.length && deadline.timeRemaining() > RESERVE_MS);
    if (next < items.length) schedule(run);
  };
  if (items.length > 0) schedule(run);
}
