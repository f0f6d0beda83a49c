// Waits until a page's network has been quiet for a while: no request in flight and none started.
import type { Page, Request } from "@playwright/test";

export interface NetworkWatch {
  /** Resolves once nothing has been in flight for `quietMs`, or after `maxMs` whatever happens. */
  quiet: (quietMs: number, maxMs: number) => Promise<void>;
}

export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on("request", (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    quiet: async (quietMs, maxMs) => {
      const started = Date.now();
      while (Date.now() - started < maxMs && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
        await page.waitForTimeout(50);
      }
    },
  };
}
