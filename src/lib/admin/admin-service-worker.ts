// Keeps the content editor out of the service worker: every request to /admin/ (and the build-info.json the
// editor reads to tell whether a change is live) goes to the network, so staff never edit with an old editor
// or read an old build's answer, and visitors' caches never hold them. Written into sw.js after the build
// (gatsby/post-build/platform-post-build.ts) rather than through gatsby-plugin-offline's options, because Gatsby copies
// those options into the site's app bundle, which would grow every public page's JavaScript.
/** @internal exported for its unit tests */
export const ADMIN_URL_PATTERN = /^https?:\/\/[^/]+\/(admin(\/|$)|build-info\.json($|\?))/;

const ADMIN_ROUTE = `// The content editor always comes from the network (src/lib/admin/admin-service-worker.ts)
workbox.routing.registerRoute(${ADMIN_URL_PATTERN.toString()}, new workbox.strategies.NetworkOnly(), 'GET');
`;

const FIRST_ROUTE = "workbox.routing.registerRoute(";

/** sw.js with the editor's route ahead of every other route (workbox answers with the first route that matches). */
export function withAdminNetworkOnly(serviceWorker: string): string {
  if (serviceWorker.includes(ADMIN_ROUTE)) return serviceWorker;
  const first = serviceWorker.indexOf(FIRST_ROUTE);
  if (first < 0)
    throw new Error(
      "public/sw.js registers no workbox route; gatsby-plugin-offline changed its output, so /admin/ cannot be kept out of it",
    );
  return `${serviceWorker.slice(0, first)}${ADMIN_ROUTE}${serviceWorker.slice(first)}`;
}
