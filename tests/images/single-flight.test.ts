import { SingleFlight } from "../../src/lib/images/single-flight";

describe("SingleFlight", () => {
  it("runs the work once for callers that arrive while it runs, and again once it has settled", async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    let finish: (value: number) => void = () => undefined;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = flights.run("800.webp", work);
    const second = flights.run("800.webp", work);
    const other = flights.run("480.webp", () => Promise.resolve(480));
    expect([first.joined, second.joined, other.joined]).toEqual([false, true, false]);
    finish(800);
    expect(await Promise.all([first.result, second.result, other.result])).toEqual([800, 800, 480]);
    expect(runs).toBe(1);
    expect(flights.inFlight).toBe(0);
    const again = flights.run("800.webp", () => Promise.resolve(801));
    expect(again.joined).toBe(false);
    expect(await again.result).toBe(801);
  });

  it("frees the key after a failure, for every caller waiting on it", async () => {
    const flights = new SingleFlight<number>();
    const failing = flights.run("x", () => Promise.reject(new Error("cannot decode")));
    const joined = flights.run("x", () => Promise.resolve(1));
    await expect(failing.result).rejects.toThrow("cannot decode");
    await expect(joined.result).rejects.toThrow("cannot decode");
    expect(await flights.run("x", () => Promise.resolve(2)).result).toBe(2);
  });
});
