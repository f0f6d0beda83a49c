// Long loops in the browser (decoding 5,000 vehicles of the inventory index) split into slices of a few
// milliseconds with a yield to the browser between them, so that no single task blocks a tap or a frame.

export type Yield = () => Promise<void>;

/** Gives the browser a turn: `scheduler.yield()` where it exists, else a zero-delay timer. */
const yieldToMain: Yield = () =>
  new Promise((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

export interface SliceOptions {
  /** How long one slice may run before it yields. */
  sliceMs?: number;
  yieldFn?: Yield;
  now?: () => number;
}

/** `[fn(0), fn(1), ... fn(count - 1)]`, computed in slices of about `sliceMs`. */
export async function mapInSlices<T>(
  count: number,
  fn: (index: number) => T,
  { sliceMs = 8, yieldFn = yieldToMain, now = () => performance.now() }: SliceOptions = {},
): Promise<T[]> {
  const results: T[] = new Array(count);
  let sliceStart = now();
  for (let index = 0; index < count; index++) {
    results[index] = fn(index);
    if (index + 1 < count && now() - sliceStart >= sliceMs) {
      await yieldFn();
      sliceStart = now();
    }
  }
  return results;
}
