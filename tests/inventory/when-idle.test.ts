// @vitest-environment jsdom
// The inventory index waits for the page's own load, then for an idle moment: never part of the first load.
import { whenIdle } from "../../src/components/inventory/use-inventory-index";

describe("whenIdle", () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = "loading";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const loaded = () => {
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
  };

  it("waits for the load event, however long the page takes, then for the browser to be idle", () => {
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    loaded();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs on the next idle moment when the page has already loaded, and not at all once cancelled", () => {
    readyState = "complete";
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(1500);
    expect(callback).toHaveBeenCalledTimes(1);

    readyState = "loading";
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    loaded();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
