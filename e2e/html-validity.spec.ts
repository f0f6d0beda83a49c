// A quality bar (docs/performance.md#quality-bars): 0 errors from the W3C Nu HTML checker on every page. Runs
// on the built HTML files (what a static host serves), so it needs no browser; once, in the desktop project.
import { expect, test } from "@playwright/test";
import { builtHtmlFiles, publicPath } from "../gatsby/post-build/public-files";
import { nuHtmlErrors } from "./support/nu-html-checker";

// gatsby-plugin-offline's app shell is not a page: the service worker renders offline pages into it.
const NOT_PAGES = new Set(["offline-plugin-app-shell-fallback/index.html"]);

test("every built page is valid HTML: 0 errors from the Nu HTML checker", () => {
  test.setTimeout(120_000);
  const files = builtHtmlFiles().filter((file) => !NOT_PAGES.has(file));
  // One page per template at least: home, inventory, lists, make lists, vehicles, forms, helpers, errors.
  for (const required of [
    "index.html",
    "inventory/index.html",
    "vehicles/index.html",
    "financing/index.html",
    "contact/index.html",
    "trade-in/index.html",
    "payments/index.html",
    "colors/index.html",
    "privacy/index.html",
    "privacy-choices/index.html",
    "accessibility/index.html",
    "404.html",
    "500.html",
  ]) {
    expect(files, `the build has ${required}`).toContain(required);
  }
  expect(
    files.some((file) => /^vehicles\/make\/[^/]+\/index\.html$/.test(file)),
    "a make list page",
  ).toBe(true);
  expect(
    files.some((file) => /^vehicles\/\d{4}-[^/]+\/index\.html$/.test(file)),
    "a vehicle page",
  ).toBe(true);

  const errors = nuHtmlErrors(files.map((file) => publicPath(file)));
  const readable = errors.map(
    (error) => `${error.url.replace(/^.*\/public\//, "public/")}:${error.lastLine ?? "?"}: ${error.message}`,
  );
  expect(readable).toEqual([]);
});
