// How many lines of text an element shows, measured from the browser's own line boxes: the client rects of
// each visible text node (Range.getClientRects gives one per line fragment), grouped by vertical overlap.
// Text a screen reader gets but the eye does not (the 1 px visually-hidden pattern) is left out.
import type { Locator } from "@playwright/test";

export async function visibleLineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const hiddenToTheEye = (node: Node): boolean => {
      for (let el = node.parentElement; el; el = el === root ? null : el.parentElement) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || hiddenToTheEye(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 1 && rect.height > 1));
    }
    rects.sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of rects) {
      // A fragment whose middle lies below the current line's bottom starts a new line.
      if (rect.top + rect.height / 2 > lineBottom) {
        lines += 1;
        lineBottom = rect.bottom;
      } else {
        lineBottom = Math.max(lineBottom, rect.bottom);
      }
    }
    return lines;
  });
}
