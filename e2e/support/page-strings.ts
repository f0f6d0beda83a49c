// The strings a page gives its visitor, as the leak check compares them: each text node, and each aria-label,
// placeholder, title and alt value, except inside an element marked English (lang="en": staff-written text
// with no Spanish version) or not to be translated (translate="no": a vehicle's name) and inside what the browser never shows (scripts, styles, templates, <noscript>
// seen with JavaScript on). Hidden text counts: a menu, an error or a thank-you shown later is still read.
import type { Page } from "@playwright/test";

export function pageStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);
    const ATTRIBUTES = ["aria-label", "placeholder", "title", "alt"];
    // The nearest lang decides, so an element marked Spanish inside one marked English counts again.
    // A vehicle's name (make, model, trim: "Model 3", "XL Hybrid") is marked translate="no": a name, not a message.
    const inEnglish = (element: Element) =>
      /^en\b/i.test(element.closest("[lang]")?.getAttribute("lang") ?? "") ||
      element.closest('[translate="no"]') !== null;
    const strings: string[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof Element && SKIPPED.has(node.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (inEnglish(node)) continue;
        for (const name of ATTRIBUTES) {
          const value = node.getAttribute(name)?.trim();
          if (value) strings.push(value);
        }
      } else if (node.parentElement && !inEnglish(node.parentElement)) {
        const text = node.textContent?.trim();
        if (text) strings.push(text);
      }
    }
    return strings;
  });
}
