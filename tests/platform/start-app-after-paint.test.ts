// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  APP_START_FALLBACK_MS,
  APP_START_PAINT_WAIT_MS,
  APP_START_SCRIPT_ID,
  appStartScript,
  startAppAfterPaint,
} from "../../src/lib/html/start-app-after-paint";

// The end of a page as Gatsby writes it (slices build): its inline data, then the three bundles.
const PAGE = [
  '<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head><body><div id="___gatsby"></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script>',
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>',
  '<script src="/app-3.js" async></script></body></html>',
].join("");

describe("startAppAfterPaint", () => {
  const { html, sources } = startAppAfterPaint(PAGE);

  it("takes Gatsby's script tags out, in their order", () => {
    expect(sources).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(html).not.toMatch(/<script src=/);
  });

  it("puts one inline script where the last one was, after Gatsby's inline data", () => {
    const inline = `<script id="${APP_START_SCRIPT_ID}">${appStartScript(sources)}</script>`;
    expect(html.endsWith(`${inline}</body></html>`)).toBe(true);
    expect(html.indexOf("gatsby-chunk-mapping")).toBeLessThan(html.indexOf(APP_START_SCRIPT_ID));
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it("leaves a page without such tags as it was", () => {
    const page = '<html><head><script src="/in-head.js" async></script></head><body><p>x</p></body></html>';
    expect(startAppAfterPaint(page)).toEqual({ html: page, sources: [] });
  });
});

describe("the inline script", () => {
  const sources = ["/webpack-runtime-1.js", "/app-3.js"];
  const started = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
  const run = () => new Function(appStartScript(sources))();
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    document.body.innerHTML = "";
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => frames.splice(0).forEach((callback) => callback(0));
  // The page's main photo, not yet loaded when the inline script runs.
  const mainPhotoStillLoading = () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/photo.webp">';
    const photo = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(photo, "complete", { value: false });
    return photo;
  };

  it("without a main photo, starts the scripts after the first frame, once", () => {
    run();
    expect(started()).toEqual([]);
    paint();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(sources);
    expect([...document.querySelectorAll("script")].every((script) => script.async)).toBe(true);
    vi.advanceTimersByTime(APP_START_FALLBACK_MS);
    expect(started()).toEqual(sources);
  });

  it("waits for a main photo that is still loading, then for the next frame", () => {
    const photo = mainPhotoStillLoading();
    run();
    paint();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual([]);
    photo.dispatchEvent(new Event("load"));
    paint();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(sources);
  });

  describe("where the browser reports its largest paints", () => {
    let observers: { callback: (list: { getEntries: () => { element: Element }[] }) => void; disconnected: boolean }[];
    beforeEach(() => {
      observers = [];
      class FakeObserver {
        static supportedEntryTypes = ["largest-contentful-paint", "paint"];
        entry: (typeof observers)[number];
        constructor(callback: (typeof observers)[number]["callback"]) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: "largest-contentful-paint", buffered: true });
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      }
      vi.stubGlobal("PerformanceObserver", FakeObserver);
    });
    const report = (element: Element) => observers.forEach((o) => o.callback({ getEntries: () => [{ element }] }));

    it("waits after the photo's load for the paint the browser reports for it, not for a frame", () => {
      const photo = mainPhotoStillLoading();
      run();
      photo.dispatchEvent(new Event("load"));
      paint();
      vi.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      report(document.body); // another element's paint
      vi.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      report(photo);
      expect(observers[0].disconnected).toBe(true);
      vi.advanceTimersByTime(0);
      expect(started()).toEqual(sources);
    });

    it("without a main photo, waits for the paint the browser reports for the main content", () => {
      document.body.innerHTML = "<header><p>Sierra Vista Motors</p></header><main><p>Privacy notice</p></main>";
      run();
      paint();
      vi.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      report(document.querySelector("header p")!); // the header's paint: not the page's content
      vi.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      report(document.querySelector("main p")!);
      vi.advanceTimersByTime(0);
      expect(started()).toEqual(sources);
    });

    it("without a main photo, starts a limited time after it runs when no paint of the content is reported", () => {
      document.body.innerHTML = "<main><p>Privacy notice</p></main>";
      run();
      vi.advanceTimersByTime(APP_START_PAINT_WAIT_MS - 1);
      expect(started()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(started()).toEqual(sources);
    });

    it("starts a limited time after the photo's load when no paint of it is reported", () => {
      const photo = mainPhotoStillLoading();
      run();
      photo.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(APP_START_PAINT_WAIT_MS - 1);
      expect(started()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(started()).toEqual(sources);
    });
  });

  it("starts at once when the main photo fails", () => {
    const photo = mainPhotoStillLoading();
    run();
    photo.dispatchEvent(new Event("error"));
    expect(started()).toEqual(sources);
  });

  it("starts after the fallback time when neither the photo nor a frame comes (a background tab)", () => {
    mainPhotoStillLoading();
    run();
    vi.advanceTimersByTime(APP_START_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(sources);
  });
});
