// Gatsby hydrates the whole page in one task (React 18 treats a plain hydrateRoot as blocking work): on a
// phone that is several tasks of 100-300 ms right after first paint. Started inside a transition, React
// hydrates in slices of about 5 ms and yields to the browser between them; a tap or key press on a part not
// yet hydrated makes React finish that part at once, so nothing a visitor does is lost.
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export function hydrateInTransition(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby found no #___gatsby element");
  // As Gatsby's own renderer: pages rendered only in the browser (the offline app shell) have an empty
  // focus wrapper and are rendered, not hydrated.
  const focusWrapper = document.getElementById("gatsby-focus-wrapper");
  if (!focusWrapper || focusWrapper.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
