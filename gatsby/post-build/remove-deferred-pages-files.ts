// A page an earlier build wrote and this build defers (a car that left its lot's newest VEHICLE_PAGES_AT_BUILD, or a
// site that has just set it) keeps that build's files in public/: Gatsby neither rewrites nor deletes a page's
// HTML once the page is deferred. A host serves a file before it renders (Netlify serves a file ahead of a 200
// rewrite; serve:prod's static files come first), so shoppers would see the old price. They are deleted here with
// their compressed twins, and Gatsby is told (its `HTML_REMOVED`), so it writes the page again if a later build
// builds it again instead of counting on a file that is gone.
import fs from "node:fs";
import { generateHtmlPath } from "gatsby-core-utils/page-html";
import { generatePageDataPath } from "gatsby-core-utils/page-data";

const TWINS = ["", ".br", ".gz"];

/** Deletes the built files of each deferred page and forgets them; returns how many pages had some. */
export function removeDeferredPagesFiles(
  publicDir: string,
  deferredPaths: Iterable<string>,
  forgetBuiltHtml: (pagePath: string) => void,
): number {
  let removed = 0;
  for (const pagePath of deferredPaths) {
    const files = [generateHtmlPath(publicDir, pagePath), generatePageDataPath(publicDir, pagePath)].flatMap((file) =>
      TWINS.map((twin) => file + twin).filter((candidate) => fs.existsSync(candidate)),
    );
    for (const file of files) fs.rmSync(file, { force: true });
    forgetBuiltHtml(pagePath);
    if (files.length > 0) removed += 1;
  }
  return removed;
}
