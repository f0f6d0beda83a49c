// The stylis plugins of the site's Emotion caches, in the HTML renderer (gatsby-ssr.tsx) and the browser
// (src/browser/emotion-cache.ts). Emotion's default plugin adds the prefixes of 2012-2016 browsers
// (`display:-webkit-box;display:-ms-flexbox`, `-ms-flex-align`, `-moz-transform` ...): 8.9 KB of the 28.5 KB of
// CSS inlined in /es/vehicles/, on every page, for browsers the site's scripts do not support (browserslist in
// package.json: not dead, Chrome 110 and later). Current engines still want `-webkit-` on a few properties
// (Safari on backdrop-filter before 18, on user-select and text-size-adjust still): this adds only those.
import type { StylisPlugin } from "@emotion/cache";

/** Properties a current Safari or Chromium still reads only, or also, with `-webkit-` (mask: every mask-*). */
const WEBKIT_PREFIXED =
  /^(?:appearance|backdrop-filter|background-clip|box-decoration-break|mask.*|text-size-adjust|user-select)$/;

/** `-webkit-` before the declarations of WEBKIT_PREFIXED, and nothing else. */
const webkitWhereNeeded: StylisPlugin = (element) => {
  // As Emotion's prefixer: once per declaration, not on the copies stylis makes of it.
  if (element.length > -1 && !element.return && element.type === "decl" && WEBKIT_PREFIXED.test(String(element.props)))
    element.return = `-webkit-${element.value}${element.value}`;
};

/** One array for every cache: Emotion keeps the server's compiled rules per plugin list (by identity). */
export const SITE_STYLIS_PLUGINS: StylisPlugin[] = [webkitWhereNeeded];
