// The post-build's note for serve:prod about the pages this build deferred (src/lib/vehicle-pages/deferred-pages-file.ts):
// how many, a new build id, and the policy inputs the build's own pages were finished with. Written on every
// build, so a build that defers nothing says so and serve:prod loads no engine.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PagePolicyInputs } from "../../src/lib/html/finish-page";
import { DEFERRED_PAGES_FILE, type DeferredPagesFile } from "../../src/lib/vehicle-pages/deferred-pages-file";

interface StoredPage {
  path: string;
  mode?: string;
  defer?: boolean;
}

/** The paths of the deferred pages among the pages in Gatsby's store. */
export function deferredPagePaths(pages: Iterable<StoredPage>): Set<string> {
  return new Set([...pages].filter((page) => page.mode === "DSG" || page.defer === true).map((page) => page.path));
}

/** Writes the file for this many deferred pages. */
export function writeDeferredPagesFile(deferred: number, policy: PagePolicyInputs): void {
  const file: DeferredPagesFile = { v: 1, buildId: randomBytes(16).toString("hex"), deferred, policy };
  const target = path.resolve(DEFERRED_PAGES_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(file)}\n`);
  fs.renameSync(temporary, target);
}
