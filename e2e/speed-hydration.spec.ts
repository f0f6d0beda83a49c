// Issue "styles without runtime cost": the page's CSS is in <head> from the first byte, and hydrating the
// page neither inserts a style rule nor moves a <style> element (each would restyle the whole page in the
// middle of the first load on a phone).
import { expect, test, type Page } from "@playwright/test";
import { waitForGatsbyApp } from "./support/hydration";
import { listedVehicles } from "./support/inventory-content";

interface StyleActivity {
  /** <style>/<link rel=stylesheet> elements added or removed after the HTML was parsed. */
  moves: string[];
  /** CSS rules inserted through the CSSOM (Emotion's production mode). */
  insertedRules: number;
}

async function watchStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const activity = { moves: [] as string[], insertedRules: 0 };
    (window as unknown as { __styleActivity: typeof activity }).__styleActivity = activity;
    const isStyle = (node: Node) =>
      node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === "stylesheet");
    const describe = (node: Node) =>
      `${node.nodeName}${node instanceof Element ? ` ${[...node.attributes].map((a) => `${a.name}="${a.value.slice(0, 40)}"`).join(" ")}` : ""}`;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => isStyle(node) && activity.moves.push(`added ${describe(node)}`));
          record.removedNodes.forEach((node) => isStyle(node) && activity.moves.push(`removed ${describe(node)}`));
        }
      }).observe(document.documentElement, { childList: true, subtree: true });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (...args: Parameters<typeof insertRule>) {
        activity.insertedRules += 1;
        return insertRule.apply(this, args);
      };
    });
  });
}

/** Hydration is over when React has claimed every link and button of the page (its fiber is attached). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = [...document.querySelectorAll("#___gatsby a, #___gatsby button")];
    return (
      controls.length > 0 &&
      controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))
    );
  });
}

for (const pagePath of ["/", "/inventory/", "VEHICLE", "/financing/"]) {
  test(`${pagePath === "VEHICLE" ? "a vehicle page" : pagePath}: CSS in <head>, none in <body>, and hydration adds or moves no style`, async ({
    page,
  }) => {
    const target = pagePath === "VEHICLE" ? listedVehicles()[0].path : pagePath;
    await watchStyles(page);
    const response = await page.goto(target);
    const html = (await response?.text()) ?? "";
    const [head, body] = html.split("</head>");
    expect(head).toContain("data-emotion-hoisted=");
    expect(body.match(/<style\b/g) ?? []).toEqual([]);

    await waitForHydration(page);
    // Hydration's effects have run once the root's has (Gatsby marks onInitialClientRender in it, after every
    // effect inside it); a render one of them asked for has run once the page goes idle.
    await waitForGatsbyApp(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const activity = await page.evaluate(
      () => (window as unknown as { __styleActivity: StyleActivity }).__styleActivity,
    );
    expect(activity.moves).toEqual([]);
    expect(activity.insertedRules).toBe(0);
  });
}
