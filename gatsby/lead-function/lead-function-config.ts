// Body-parser settings of the lead function (src/api/leads.ts re-exports `config` from here).
// It lives outside src/ on purpose: Gatsby scans every file under src/ for page exports, and a file
// there that says `export const config` makes `gatsby build` generate and validate SSR rendering engines
// (gatsbyjs/gatsby#38465), which costs minutes and fails on sharp's native module.
import type { GatsbyFunctionConfig } from "gatsby";
import { FORM_LIMITS } from "../../src/lib/forms/form-limits";

const limit = `${FORM_LIMITS.bodyBytes / 1024}kb`;

// Bodies over the limit are refused (413) before they are parsed; the handler checks the size again,
// since a host's adapter may parse bodies its own way.
export const config: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: "application/json", limit },
    urlencoded: { type: "application/x-www-form-urlencoded", limit, extended: false },
    text: { type: "text/*", limit },
    raw: { type: "application/octet-stream", limit },
  },
};
