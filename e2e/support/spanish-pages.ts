// The Spanish pages of a build: every es/**/index.html under public/, as the paths a visitor asks for, so a
// Spanish page added later is checked without naming it here.
import fs from "node:fs";
import path from "node:path";

// The service worker's app shell (gatsby-plugin-offline): an empty frame, not a page (as in html-validity.spec.ts).
const NOT_PAGES = new Set(["/es/offline-plugin-app-shell-fallback/"]);

/** "/es/", "/es/contact/", "/es/vehicles/<slug>/" ... sorted; none if the build has no Spanish pages. */
export function spanishPagePaths(publicDir = "public"): string[] {
  const root = path.join(publicDir, "es");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => `/es/${path.dirname(file).split(path.sep).join("/")}/`.replace("/./", "/"))
    .filter((page) => !NOT_PAGES.has(page))
    .sort();
}

// Pages of one template share their words: a few of each are enough, and the check stays quick with 5,000 cars.
const TEMPLATE_FAMILIES: ReadonlyArray<[RegExp, number]> = [
  [/^\/es\/vehicles\/make\/[^/]+\/(\d+\/)?$/, 2],
  [/^\/es\/vehicles\/\d+\/$/, 1],
  [/^\/es\/vehicles\/[^/]+\/$/, 3],
];

/**
 * Every page but those of a template family past its first few (vehicle pages, make lists, list pages), or past
 * its first `perFamily` when given.
 */
export function samplePerTemplate(paths: readonly string[], perFamily?: number): string[] {
  const kept = new Map<RegExp, number>();
  return paths.filter((page) => {
    const family = TEMPLATE_FAMILIES.find(([pattern]) => pattern.test(page));
    if (!family) return true;
    const count = kept.get(family[0]) ?? 0;
    kept.set(family[0], count + 1);
    return count < (perFamily ?? family[1]);
  });
}
