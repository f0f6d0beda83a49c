// The function gatsby-adapter-netlify deploys for deferred pages, in place of Gatsby's `lambda.js`: bundled by
// esbuild into `.cache/page-ssr/finished-lambda.js`, beside Gatsby's file (bundle-finishing-function.ts). The
// build's inputs it needs travel with the function (its required files): the policy's other sources in
// `.cache/deferred-pages.json` and the site's `public/_headers`.
import { createRequire } from "node:module";
import path from "node:path";
import { readSiteHeaders } from "../../../src/lib/server/site-header-rules";
import { DEFERRED_PAGES_FILE, readDeferredPagesFile } from "../../../src/lib/vehicle-pages/deferred-pages-file";
import {
  finishingEngineHandler,
  type EngineHandler,
  type EngineRequest,
  type EngineResponse,
} from "./finishing-engine-handler";

// The bundle sits in `<site>/.cache/page-ssr/`, as Gatsby's own lambda.js (which changes the working folder).
const SITE_ROOT = path.join(__dirname, "..", "..");
const engine = createRequire(__filename)("./lambda.js") as { default: EngineHandler<EngineRequest, EngineResponse> };

const deferredPages = readDeferredPagesFile(path.join(SITE_ROOT, DEFERRED_PAGES_FILE));
if (!deferredPages) throw new Error(`${DEFERRED_PAGES_FILE} is missing from the function's files`);

export default finishingEngineHandler(engine.default, {
  policy: deferredPages.policy,
  headersFor: readSiteHeaders(path.join(SITE_ROOT, "public")).headersFor,
});
