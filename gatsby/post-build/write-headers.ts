// public/_headers for Netlify, Cloudflare Pages and other hosts that read the format.
import fs from "node:fs";
import { adminHeaderRules } from "../../src/lib/admin/admin-headers";
import { readAdminBackend } from "../../src/lib/admin/backend-env";
import { editorBuildPlan } from "../../src/lib/admin/editor-build-plan";
import { headerPolicy } from "../../src/lib/seo/csp";
import { CLOUDFLARE_MAX_RULES, headersFile } from "../../src/lib/seo/headers-file";
import { hostingHeaderRules, isContentHashed } from "../../src/lib/seo/hosting-headers";
import { PUBLIC_DIR, publicPath, writePublicFile } from "./public-files";

/**
 * The bundle files of this build, from webpack.stats.json: public/ is not emptied between local builds,
 * and bundles of earlier builds need no rule.
 */
function currentBundleFiles(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") names.add(value.replace(/^\//, ""));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(JSON.parse(fs.readFileSync(publicPath("webpack.stats.json"), "utf8")));
  return names;
}

export interface HeadersResult {
  rules: number;
  /** Set when the file has more rules than Cloudflare Pages accepts. */
  warning?: string;
}

export function writeHeaders({ siteUrl, pagePaths }: { siteUrl: string; pagePaths: readonly string[] }): HeadersResult {
  const bundles = currentBundleFiles();
  const rules = [
    ...hostingHeaderRules({
      publicEntries: fs.readdirSync(PUBLIC_DIR).filter((name) => !isContentHashed(name) || bundles.has(name)),
      pagePaths,
      contentSecurityPolicy: headerPolicy({ upgradeInsecureRequests: siteUrl.startsWith("https://") }),
    }),
    ...(editorBuildPlan(process.env).build ? adminHeaderRules(readAdminBackend()) : []),
  ];
  writePublicFile("_headers", headersFile(rules));
  return {
    rules: rules.length,
    warning:
      rules.length > CLOUDFLARE_MAX_RULES
        ? `public/_headers has ${rules.length} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_RULES} (Netlify has no limit).`
        : undefined,
  };
}
