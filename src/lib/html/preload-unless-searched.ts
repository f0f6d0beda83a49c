// A photo preload that only a page opened without a search asks for. A static page is the same file for every
// query string, so a `<link rel="preload">` in it would fetch the unfiltered first result's photo on
// `/inventory/?make=Ford` too, where another car comes first. This inline script, run while <head> is parsed,
// adds the link only when no search parameter is in the URL (a parameter that turns out not to change the
// results costs just the preload, never a wasted download).

/** The attributes of a `<link rel="preload" as="image">`, as HTML writes them. */
export type PreloadAttributes = Readonly<Record<string, string>>;

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can be formed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The inline script's text. `params` are the URL parameter names that change which result comes first. */
export function preloadUnlessSearchedScript(attributes: PreloadAttributes, params: readonly string[]): string {
  if (params.length === 0) throw new Error("preloadUnlessSearchedScript: no search parameters given");
  const names = scriptSafeJson([...params]);
  const link = scriptSafeJson({ rel: "preload", as: "image", ...attributes });
  return [
    "(function(d){",
    `var q=new URLSearchParams(location.search),n=${names},a=${link},l,k;`,
    "for(k=0;k<n.length;k++)if(q.has(n[k]))return;",
    'l=d.createElement("link");for(k in a)l.setAttribute(k,a[k]);d.head.appendChild(l)',
    "})(document)",
  ].join("");
}
