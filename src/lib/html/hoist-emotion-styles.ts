// Emotion's server rendering writes each component's CSS as a <style> element right before the component,
// inside <body> (invalid HTML, and at hydration Emotion moves every one of them into <head>, a long task
// and a restyle of the whole page). Gatsby renders slices (header, footer) separately from the page, so only
// the finished page knows all of its CSS: this runs on the built HTML and puts the page's critical CSS in
// <head> in the form Emotion's own extraction (@emotion/server) produces, so the browser hydrates it in place.
//
// The regular rules become one tag marked `data-emotion-hoisted` with their ids, which the browser's Emotion
// cache reads to know what is already there (src/browser/emotion-cache.ts): hydration then inserts and moves
// nothing. A <Global> style, if a page has one, keeps Emotion's own form so that <Global> rehydrates it.

/** Also read by src/browser/emotion-cache.ts. */
export const HOISTED_ATTRIBUTE = "data-emotion-hoisted";

const EMOTION_STYLE = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  html: string;
  /** How many <style> elements were taken out of <body>. */
  moved: number;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/**
 * Moves every Emotion <style> of the body into <head>: one tag per Global style (Emotion rehydrates those
 * by their exact `data-emotion` value) and one tag with all other rules, each rule once, in document order.
 * Pages without Emotion styles in the body come back unchanged.
 */
export function hoistEmotionStyles(html: string): HoistedStyles {
  const headEnd = html.indexOf("</head>");
  const bodyStart = html.indexOf("<body", headEnd);
  if (headEnd < 0 || bodyStart < 0) return { html, moved: 0 };
  const body = html.slice(bodyStart);

  const globals = new Map<string, string>();
  let key = "";
  const ids: string[] = [];
  const seenIds = new Set<string>();
  let rules = "";
  let moved = 0;
  const strippedBody = body.replace(EMOTION_STYLE, (_tag, attribute: string, css: string) => {
    moved += 1;
    const [tagKey, ...names] = attribute.split(" ").filter(Boolean);
    if (tagKey.endsWith("-global")) {
      if (!globals.has(attribute)) globals.set(attribute, css);
      return "";
    }
    key ||= tagKey;
    const fresh = names.filter((name) => !seenIds.has(name));
    if (fresh.length > 0) {
      fresh.forEach((name) => seenIds.add(name));
      ids.push(...fresh);
      rules += css;
    }
    return "";
  });
  if (moved === 0) return { html, moved };

  const tags = [...globals].map(
    ([attribute, css]) => `<style data-emotion="${escapeAttribute(attribute)}" data-s="">${css}</style>`,
  );
  if (ids.length > 0)
    tags.push(`<style ${HOISTED_ATTRIBUTE}="${escapeAttribute([key, ...ids].join(" "))}">${rules}</style>`);
  const head = html.slice(0, headEnd);
  const between = html.slice(headEnd, bodyStart);
  return { html: `${head}${tags.join("")}${between}${strippedBody}`, moved };
}
