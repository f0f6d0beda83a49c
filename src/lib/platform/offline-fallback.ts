// The page a visitor gets offline for an address this device has not saved yet, in the address's language.
//
// It is the built /offline/ page (the site's shell, a friendly message and the phone number) with Gatsby's
// runtime taken out: booted on another address, the runtime would load that address's page data (which is
// not there offline) or send the visitor to /offline/, losing the address they asked for; without it the
// address stays in the bar and "Try again" reloads it. Inline scripts that are not Gatsby's (the colour-mode
// script) stay.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locale";

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

const OFFLINE_PAGE_FILE = "offline.html";

/** Where the static offline page of a language is written under public/: `offline.html`, `es/offline.html`. */
export function offlinePageFile(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? OFFLINE_PAGE_FILE : `${locale}/${OFFLINE_PAGE_FILE}`;
}

/** The content revision of each language's offline page; English always, each other language the site publishes. */
export type OfflinePageRevisions = { en: string } & Partial<Record<Locale, string>>;

/**
 * Appended to gatsby-plugin-offline's sw.js. Install caches each language's offline page under its content
 * revision (a new revision also makes sw.js differ, so an edited page reaches returning visitors with the next
 * deploy); workbox's catch handler answers a navigation that failed for want of a network with the offline
 * page of the address's language (`/es/…` gets the Spanish one), English otherwise.
 */
export function offlineFallbackWorkerScript(revisions: OfflinePageRevisions): string {
  const keys: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const revision = revisions[locale];
    if (revision !== undefined) keys[locale] = `/${offlinePageFile(locale)}?revision=${revision}`;
  }
  return `
// Offline fallback for pages this device has not saved (written by gatsby/post-build/write-offline-fallback.ts)
;(function () {
  var CACHE = "site-offline-fallback";
  var KEYS = ${JSON.stringify(keys)};
  var DEFAULT_LOCALE = ${JSON.stringify(DEFAULT_LOCALE)};
  var ALL = Object.keys(KEYS).map(function (locale) { return KEYS[locale]; });
  function keyFor(url) {
    var path = new URL(url).pathname;
    var locale = Object.keys(KEYS).filter(function (locale) {
      return locale !== DEFAULT_LOCALE && (path === "/" + locale || path.indexOf("/" + locale + "/") === 0);
    })[0];
    return KEYS[locale || DEFAULT_LOCALE];
  }
  self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return Promise.all(ALL.map(function (key) { return cache.add(new Request(key, { cache: "reload" })); }));
    }));
  });
  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(requests.filter(function (request) {
          return !ALL.some(function (key) { return request.url.endsWith(key); });
        }).map(function (request) { return cache.delete(request); }));
      });
    }));
  });
  workbox.routing.setCatchHandler(function (options) {
    if (options.event.request.mode !== "navigate") return Promise.resolve(Response.error());
    return caches.match(keyFor(options.event.request.url), { cacheName: CACHE }).then(function (page) {
      return page || Response.error();
    });
  });
})();
`;
}
