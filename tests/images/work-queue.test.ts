import { QueueFullError, WorkQueue } from "../../src/lib/images/work-queue";

describe("WorkQueue", () => {
  it("runs at most `concurrency` at once and refuses work past `maxWaiting`", async () => {
    const queue = new WorkQueue(2, 1);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const runs = [queue.run(work), queue.run(work), queue.run(work)];
    await expect(queue.run(work)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    await tick();
    // The waiting one started when the first finished, still two at once.
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    releases.splice(0).forEach((release) => release());
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
