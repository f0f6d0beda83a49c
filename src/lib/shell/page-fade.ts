// The main content fades in when a visitor moves to another page inside the site (docs/architecture.md#the-site-shell), not on
// the first page a visit opens: there the browser shows the server's HTML as it arrives, and a fade would
// only hold the heading and main photo back (Largest Contentful Paint waited for it). The attribute on <html>
// switches the fade on from the first in-site navigation (gatsby-browser.tsx, onPreRouteUpdate).
export const NAVIGATED_ATTRIBUTE = "data-navigated";

/** Called before Gatsby renders the next page; `hasPrevious` is false for the page the visit opened on. */
export function markNavigated(root: HTMLElement, hasPrevious: boolean): void {
  if (hasPrevious) root.setAttribute(NAVIGATED_ATTRIBUTE, "");
}
