// `.cache/deferred-pages.json`: what serve:prod needs from the build to render its deferred pages as the build
// would have (scripts/serve-prod/deferred-pages.ts): how many there are, the build's id (its rendered pages are
// kept apart from an earlier build's) and what the pages' Content-Security-Policy allows beyond their own scripts.
// Written by the post-build next to Gatsby's engines, not in public/: nothing in it is for the public.
import fs from "node:fs";
import type { PagePolicyInputs } from "../html/finish-page";

export const DEFERRED_PAGES_FILE = ".cache/deferred-pages.json";

export interface DeferredPagesFile {
  v: 1;
  /** 32 hex digits, new for every build. */
  buildId: string;
  deferred: number;
  policy: PagePolicyInputs;
}

/** The file's contents; undefined when there is none (a build before deferred pages); an Error naming a bad one. */
export function readDeferredPagesFile(file: string): DeferredPagesFile | undefined {
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<DeferredPagesFile> | null;
  if (
    data?.v !== 1 ||
    typeof data.buildId !== "string" ||
    !/^[0-9a-f]{32}$/.test(data.buildId) ||
    !Number.isInteger(data.deferred) ||
    typeof data.policy !== "object" ||
    data.policy === null ||
    !Array.isArray(data.policy.frameSrc)
  )
    throw new Error(`${file} is not a deferred-pages file of this version: build again`);
  return data as DeferredPagesFile;
}
