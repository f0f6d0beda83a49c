// The page a visitor gets offline for an address this device has not saved yet.
//
// It is the built /offline/ page (the site's shell, a friendly message and the phone number) with Gatsby's
// runtime taken out: booted on another address, the runtime would load that address's page data (which is
// not there offline) or send the visitor to /offline/, losing the address they asked for; without it the
// address stays in the bar and "Try again" reloads it. Inline scripts that are not Gatsby's (the colour-mode
// script) stay.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNTIME_LINK = /<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)["']?[^>]*>/gi;

function isGatsbyRuntimeScript(attributes: string, content: string): boolean {
  return (
    /\bsrc\s*=/.test(attributes) ||
    /\bid=["']?gatsby-(?:script-loader|chunk-mapping)["']?/.test(attributes) ||
    /\bdata-partytown\b/.test(attributes) ||
    /\btype=["']?text\/partytown["']?/.test(attributes) ||
    /window\.___webpackCompilationHash\s*=/.test(content)
  );
}

/**
 * Points "Try again" links at the full address asked for, query string included (`.` drops it).
 * @internal exported for its unit tests
 */
export const RETRY_SCRIPT = 'for(const a of document.querySelectorAll("a[data-retry]"))a.href=location.href';

export function staticOfflinePage(html: string): string {
  return html
    .replace(SCRIPT, (element, attributes: string, content: string) =>
      isGatsbyRuntimeScript(attributes, content) ? "" : element,
    )
    .replace(RUNTIME_LINK, "")
    .replace(/<!-- slice-(?:start|end) id="_gatsby-scripts-\d+" -->/g, "")
    .replace(/<\/body>/i, `<script>${RETRY_SCRIPT}</script></body>`);
}

export const OFFLINE_PAGE_FILE = "offline.html";

/**
 * Appended to gatsby-plugin-offline's sw.js. Install caches the offline page under its content revision (a
 * new revision also makes sw.js differ, so an edited page reaches returning visitors with the next deploy);
 * workbox's catch handler answers a navigation that failed for want of a network with it.
 */
export function offlineFallbackWorkerScript(revision: string): string {
  const key = `/${OFFLINE_PAGE_FILE}?revision=${revision}`;
  return `
// Offline fallback for pages this device has not saved (written by gatsby/post-build/write-offline-fallback.ts)
;(function () {
  var CACHE = "site-offline-fallback";
  var KEY = ${JSON.stringify(key)};
  self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.add(new Request(KEY, { cache: "reload" })); }));
  });
  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(requests.filter(function (request) { return !request.url.endsWith(KEY); }).map(function (request) { return cache.delete(request); }));
      });
    }));
  });
  workbox.routing.setCatchHandler(function (options) {
    if (options.event.request.mode !== "navigate") return Promise.resolve(Response.error());
    return caches.match(KEY, { cacheName: CACHE }).then(function (page) { return page || Response.error(); });
  });
})();
`;
}
