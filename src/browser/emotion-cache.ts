// The browser's Emotion cache, told which styles the page already has. The build moved each page's
// server-rendered CSS into one <style data-emotion-hoisted="css id id ..."> in <head>
// (src/lib/html/hoist-emotion-styles.ts). Marking those ids as inserted is what Emotion's own
// `hydrate(ids)` does for CSS extracted with @emotion/server: hydration then inserts no style and moves no
// element. Emotion's default hydration would re-insert its tags into <head>, restyling the whole page.
import createCache, { type EmotionCache } from "@emotion/cache";
import { HOISTED_ATTRIBUTE } from "../lib/html/hoist-emotion-styles";
import { SITE_STYLIS_PLUGINS } from "../styles/emotion-plugins";

/**
 * A cache for key `css` (the key the server rendered with) that knows the ids of the page's <head> CSS, and
 * writes new rules as the server did (the same plugins).
 */
export function hydratedEmotionCache(doc: Document): EmotionCache {
  const cache = createCache({ key: "css", stylisPlugins: SITE_STYLIS_PLUGINS });
  for (const tag of doc.querySelectorAll(`style[${HOISTED_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(HOISTED_ATTRIBUTE) ?? "").split(" ");
    if (key !== cache.key) continue;
    for (const id of ids) if (id) cache.inserted[id] = true;
  }
  return cache;
}
