// The pseudo-locale build of the e2e run (docs/languages.md#the-pseudo-locale): the site built with I18N_PSEUDO=1,
// so its Spanish pages show every message and vocabulary word pseudolocalized by Lingui, from a few vehicles of
// content/ (every template, few pages: the build stays short). Built beside the main build (build-e2e-sites.ts);
// e2e/i18n-pseudo-locale.spec.ts serves it. An unchanged project is not rebuilt.
//   npx tsx e2e/support/pseudo-site.ts
import os from "node:os";
import path from "node:path";
import { writeIntegrationsContent } from "./integrations-content";
import { E2E_PORT } from "./platform-ports";
import { hashFiles, prepareSecondBuild, PROJECT_ROOT } from "./second-build";

export const PSEUDO_BUILD_DIR = path.join(os.tmpdir(), `dealer-site-pseudo-${E2E_PORT}`);
/** The content the pseudo-locale build reads: the site's settings and testimonials, and a few vehicles. */
export const PSEUDO_CONTENT_DIR = path.join(PSEUDO_BUILD_DIR, "pseudo-content");
const contentDir = path.resolve(PROJECT_ROOT, process.env.CONTENT_DIR || "content");
const PSEUDO_ENV = { I18N_PSEUDO: "1", BUILD_DATE: "2026-11-23" };

async function main(): Promise<void> {
  await prepareSecondBuild({
    label: "[pseudo]",
    buildDir: PSEUDO_BUILD_DIR,
    env: { ...process.env, ...PSEUDO_ENV, CONTENT_DIR: PSEUDO_CONTENT_DIR },
    description: "with its Spanish pages pseudolocalized (a few vehicles)",
    fingerprint: (hash) => {
      hash.update(JSON.stringify(PSEUDO_ENV)).update(contentDir);
      if (contentDir !== path.join(PROJECT_ROOT, "content")) hashFiles(hash, contentDir);
    },
    prepare: () => writeIntegrationsContent(contentDir, PSEUDO_CONTENT_DIR, 3),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) void main();
