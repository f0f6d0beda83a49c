// Every Spanish page of the build speaks Spanish: `<html lang="es">`, and no string a visitor gets (a text,
// or an aria-label, placeholder, title or alt) is the English of a message or a vocabulary label whose
// Spanish differs. Staff-written text without a Spanish version is marked lang="en" and left out. The pages
// are every public/es/**/index.html of the build, so a Spanish page added later is checked too.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { englishBadgeLabels, type BadgeLabelSettings } from "../src/lib/content/site-badge-labels";
import { findLeaks, leadTextPairs, leakCandidates, leakReport, vocabularyPairs } from "./support/english-leaks";
import { waitForGatsbyApp } from "./support/hydration";
import { catalogMessagePairs } from "./support/message-pairs";
import { pageStrings } from "./support/page-strings";
import { samplePerTemplate, spanishPagePaths } from "./support/spanish-pages";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as {
  languages: string[];
  badges: BadgeLabelSettings;
};
const sampleFeatures = fs
  .readdirSync("content/vehicles")
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => JSON.parse(fs.readFileSync(path.join("content/vehicles", name), "utf8")).features as string[]);

// A path under /es/ that is no page: the server answers with the 404 page, which must be the Spanish one.
const MISSING_PAGE = "/es/esta-pagina-no-existe/";
const ALL_PAGES = spanishPagePaths();
const PAGES = samplePerTemplate(ALL_PAGES);

// Read once per worker: Lingui's reading of every catalog takes a moment.
let candidates: Promise<Set<string>> | undefined;
const englishCandidates = () =>
  (candidates ??= catalogMessagePairs().then((messages) =>
    leakCandidates([
      ...messages,
      ...vocabularyPairs(englishBadgeLabels(site.badges), sampleFeatures),
      ...leadTextPairs(),
    ]),
  ));

test("the build has the Spanish pages the sample's languages promise", () => {
  expect(site.languages, "content/site.json turns Spanish on").toContain("es");
  for (const page of ["/es/", "/es/contact/", "/es/financing/", "/es/privacy/"]) expect(ALL_PAGES).toContain(page);
});

for (const pagePath of [...PAGES, MISSING_PAGE]) {
  test(`${pagePath} is in Spanish, with no English message left`, async ({ page }) => {
    const response = await page.goto(pagePath);
    expect(response?.status(), "the page is served").toBe(pagePath === MISSING_PAGE ? 404 : 200);
    // The language as served (no JavaScript, search engines), then as drawn once the app has run.
    const servedLang = /<html[^>]*\slang="([^"]*)"/.exec((await response?.text()) ?? "")?.[1];
    expect.soft(servedLang, `${pagePath}: <html lang> as served`).toBe("es");
    await waitForGatsbyApp(page);
    // What the page draws after hydration (inventory results, saved vehicles) is read too.
    await page.waitForLoadState("networkidle");

    expect.soft(await page.locator("html").getAttribute("lang"), `${pagePath}: <html lang> once drawn`).toBe("es");
    const leaks = findLeaks(await pageStrings(page), await englishCandidates());
    expect(leaks, `English on a Spanish page: ${leakReport(new Map([[pagePath, leaks]]))}`).toEqual([]);
  });
}
