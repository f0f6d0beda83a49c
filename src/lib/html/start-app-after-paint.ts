// Gatsby ends every page with `<script src async>` tags for its webpack runtime, React and the app. The
// browser's preload scanner finds them at once, so on a phone they download alongside the page's main photo
// and, on a fast connection, run before the first paint. The page needs neither to be shown: its HTML and CSS
// are complete. This runs on the built HTML and starts those scripts from one small inline script instead:
// after the main photo (`<img fetchpriority="high">`) has loaded, or after the first paint on pages without
// one, so the photo gets the connection to itself and the first frame is not held up by script evaluation.
// A loaded photo is not yet a painted one: where the browser reports paints (its largest-contentful-paint
// entries), the scripts wait for the photo's own entry, at most APP_START_PAINT_WAIT_MS after its load. Started
// on the next frame instead, their first task could still run before the compositor showed the photo; in
// Lighthouse that put the whole of hydration before the largest paint in one run of four (LCP 2.6 s, not 1.6).
// Without a photo, they wait the same way for the reported paint of the page's main content (an element in
// <main>): on text pages, scripts started on the next frame were requested before that frame's paint was
// presented, and Lighthouse counted them as work before the largest paint (LCP 1.9-2.0 s instead of 1.0 s in one
// run of three).
// A timer starts them anyway (a photo that never answers; a tab opened in the background, where animation
// frames wait until it is shown). Links and forms are plain HTML until then, so nothing waits on it.

/**
 * The id of the inline script (the e2e and header tests find the bundle names in it).
 * @internal exported for its unit tests
 */
export const APP_START_SCRIPT_ID = "app-start";

/**
 * Longest wait for the main photo or the first frame before the scripts start regardless.
 * @internal exported for its unit tests
 */
export const APP_START_FALLBACK_MS = 3000;

/**
 * Longest wait, after the main photo has loaded, for the browser to report it painted (a larger element may
 * have painted first, and then the photo gets no entry of its own).
 * @internal exported for its unit tests
 */
export const APP_START_PAINT_WAIT_MS = 500;

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * The inline script that starts `sources` in the given order (each async, as Gatsby wrote them).
 * @internal exported for its unit tests
 */
export function appStartScript(sources: readonly string[]): string {
  return (
    `(function(d){var s=${JSON.stringify(sources)},started=0;` +
    `function start(){if(started)return;started=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.body.appendChild(e)}}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `setTimeout(start,${APP_START_FALLBACK_MS});` +
    `var p=d.querySelector('img[fetchpriority="high"]');` +
    `function painted(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(!t||t.indexOf("largest-contentful-paint")<0)return afterPaint();` +
    `var o=new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++){var x=e[i].element;if(p?x===p:x&&x.closest&&x.closest("main")){o.disconnect();setTimeout(start,0)}}});` +
    `o.observe({type:"largest-contentful-paint",buffered:true});setTimeout(start,${APP_START_PAINT_WAIT_MS})}` +
    `if(!p||p.complete)painted();else{p.addEventListener("load",painted);p.addEventListener("error",start)}})(document);`
  );
}

export interface AppStart {
  html: string;
  /** The script addresses now started by the inline script; none when the page had no such tags. */
  sources: string[];
}

/**
 * Replaces Gatsby's `<script src async>` tags at the end of `<body>` with one inline script that starts
 * them (`appStartScript`), at the place of the last one. Other scripts (inline ones, JSON-LD, Partytown's)
 * and pages without such tags come back unchanged.
 */
export function startAppAfterPaint(html: string): AppStart {
  const bodyStart = html.indexOf("<body");
  if (bodyStart < 0) return { html, sources: [] };
  const tags = [...html.slice(bodyStart).matchAll(ASYNC_SCRIPT)];
  const sources = tags.map((tag) => tag[1] ?? "");
  if (tags.length === 0) return { html, sources };
  const inline = `<script id="${APP_START_SCRIPT_ID}">${appStartScript(sources)}</script>`;
  let out = html.slice(0, bodyStart);
  let from = bodyStart;
  tags.forEach((tag, index) => {
    const at = bodyStart + (tag.index ?? 0);
    out += html.slice(from, at) + (index === tags.length - 1 ? inline : "");
    from = at + tag[0].length;
  });
  return { html: out + html.slice(from), sources };
}
