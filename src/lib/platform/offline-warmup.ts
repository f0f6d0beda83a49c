// Makes the page a visitor landed on work offline too. Its files were downloaded before the service worker
// existed, so the worker never saw them, and gatsby-plugin-offline re-requests only part of them (not the
// bundles at the end of <body>, not static query results): offline, such a page would not render.
// Once the worker controls the page, everything the page loaded from the site is requested again through
// it; the browser's HTTP cache answers most of it, and the worker's runtime caching keeps a copy. Each
// request costs the main thread a few milliseconds, so they go out in idle time, not in one loop.
import { forEachWhenIdle } from "./idle-queue";

/**
 * Same-origin files the page loaded, except the service worker and the third-party proxy.
 * @internal exported for its unit tests
 */
export function resourcesToSave(resourceUrls: readonly string[], origin: string): string[] {
  const urls = resourceUrls.filter(
    (url) => url.startsWith(`${origin}/`) && !/\/sw\.js(\?|$)|\/__third-party-proxy|\/~partytown\//.test(url),
  );
  return [...new Set(urls)];
}

export function saveLoadedResourcesForOffline(): void {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  const save = () => {
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    forEachWhenIdle(resourcesToSave(loaded, window.location.origin), (url) => {
      fetch(url, { credentials: "same-origin" }).catch(() => undefined);
    });
  };
  if (navigator.serviceWorker.controller) save();
  else navigator.serviceWorker.addEventListener("controllerchange", save, { once: true });
}
