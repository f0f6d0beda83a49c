// The pseudo-locale smoke test (docs/languages.md#the-pseudo-locale): in a build whose Spanish pages show every
// message and vocabulary word pseudolocalized by Lingui (e2e/support/pseudo-site.ts), one page of each template
// at 320 px and 1280 px shows no word in plain ASCII letters that the content did not write (text the code wrote
// without a message), and nothing runs past the window or is cut off by its box with the longer words.
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { BUYERS_GUIDE_WORDS } from "./support/buyers-guide-words";
import { waitForGatsbyApp } from "./support/hydration";
import { pageStrings } from "./support/page-strings";
import { contentWordsOf, unpseudolocalized } from "./support/pseudo-locale-text";
import { PSEUDO_BUILD_DIR, PSEUDO_CONTENT_DIR } from "./support/pseudo-site";
import { samplePerTemplate, spanishPagePaths } from "./support/spanish-pages";
import { startStaticHost, type StaticHost } from "./support/static-host";

const PUBLIC_DIR = path.join(PSEUDO_BUILD_DIR, "public");
const WIDTHS = [320, 1280];

// One page of each template.
const PAGES = fs.existsSync(PUBLIC_DIR) ? samplePerTemplate(spanishPagePaths(PUBLIC_DIR), 1) : [];
// Words shown as written in every language: the content's, the FTC's Spanish Buyers Guide (fixed by law, in the
// page's language, not translated by the site), and "mi", the mile's abbreviation in both languages (format.ts).
// Read once per worker: every test asks.
let allowedWords: Set<string> | undefined;
const allowed = () => (allowedWords ??= new Set([...contentWordsOf(PSEUDO_CONTENT_DIR), ...BUYERS_GUIDE_WORDS, "mi"]));

/** What runs past the window, and each box that cuts off its own text: described for the report. */
function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    if (root.scrollWidth > window.innerWidth) {
      // The innermost boxes that end past the window: what pushes the page wider.
      const past = [...document.querySelectorAll("body *")].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      found.push(`the page is ${root.scrollWidth}px wide: ${innermost.slice(0, 3).map(name).join(", ")}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (!clips || !element.innerText?.trim() || element.checkVisibility?.() === false) continue;
      // Screen-reader-only text is clipped to a pixel on purpose.
      if (element.clientWidth <= 1 || style.position === "absolute") continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${name(element)} is cut off`);
    }
    return found;
  });
}

let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost(PUBLIC_DIR);
});
test.afterAll(() => host?.close());

test("the pseudo-locale build has a page of each template", () => {
  for (const page of ["/es/", "/es/inventory/", "/es/contact/", "/es/saved/", "/es/404/"])
    expect(PAGES).toContain(page);
  expect(PAGES.some((page) => /^\/es\/vehicles\/[^/]+\/$/.test(page) && !/\/\d+\/$/.test(page))).toBe(true);
});

test("a hard-coded string planted in a pseudolocalized page is found", async ({ page }) => {
  await page.goto(`${host.url}/es/contact/`);
  await waitForGatsbyApp(page);
  expect(unpseudolocalized(await pageStrings(page), allowed())).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement("p");
    planted.textContent = "Call us today";
    document.querySelector("main")?.append(planted);
  });
  expect(unpseudolocalized(await pageStrings(page), allowed())).toEqual(["Call us today"]);
});

for (const width of WIDTHS) {
  for (const pagePath of PAGES) {
    test(`${pagePath} at ${width}px: every word from a catalog, nothing cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${host.url}${pagePath}`);
      await waitForGatsbyApp(page);
      await page.waitForLoadState("networkidle");
      const english = unpseudolocalized(await pageStrings(page), allowed());
      expect.soft(english, `${pagePath}: text that no catalog gave`).toEqual([]);
      expect(await overflowOf(page), `${pagePath} at ${width}px`).toEqual([]);
    });
  }
}
