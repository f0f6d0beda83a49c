// One piece of work per key at a time: callers asking for a key whose work is running wait for that same
// work instead of starting it again (the image service resizes a size once however many first requests for it
// arrive together). The key is free again once the work settles, successful or not.

export interface Flight<T> {
  result: Promise<T>;
  /** False for the caller that started the work, true for those that joined it. */
  joined: boolean;
}

export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Flight<T> {
    const current = this.running.get(key);
    if (current) return { result: current, joined: true };
    const result = work().finally(() => this.running.delete(key));
    this.running.set(key, result);
    return { result, joined: false };
  }

  get inFlight(): number {
    return this.running.size;
  }
}
