// The content editor at /admin/: its own small build, apart from Gatsby's webpack, so nothing of it can reach
// the site's pages. esbuild bundles src/admin/ with Decap CMS (decap-cms-app's prebuilt bundle, React
// shared with the preview components) into public/admin/admin.js, and this step writes the page and the
// editor's config.yml beside it. Runs after bootstrap in `gatsby build` and `gatsby develop`.
import { buildSiteUrl } from "../content/build-site-url";
import { build } from "esbuild";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { adminDocumentPolicy } from "../../src/lib/admin/admin-csp";
import { ADMIN_CONFIG, ADMIN_PATH, ADMIN_SCRIPT, adminPageHtml } from "../../src/lib/admin/admin-page";
import { readAdminBackend } from "../../src/lib/admin/backend-env";
import { cmsConfig, cmsConfigText } from "../../src/lib/admin/cms-config";
import { editorBuildPlan } from "../../src/lib/admin/editor-build-plan";
import { BUILD_INFO_PATH } from "../../src/lib/build/build-info";
import { publicPath } from "../post-build/public-files";
import { currentBuildInfo } from "../post-build/write-build-info";
import { englishBadgeLabels } from "../../src/lib/content/site-badge-labels";
import { siteSettingsForConfig } from "../content/site-settings-for-config";
import { linguiEsbuild } from "./lingui-esbuild";

// Gatsby runs in the project's folder (gatsby-node is compiled into .cache/, so not __dirname).
const ROOT = process.cwd();
const ADMIN_DIR = publicPath("admin");
// createRequire: the compiled gatsby-node has no require.resolve of its own.
const resolveFrom = (specifier: string) => createRequire(path.join(ROOT, "package.json")).resolve(specifier);

export interface AdminBuildResult {
  bytes: number;
  milliseconds: number;
}

/** Bundles the editor's code into public/admin/admin.js. */
async function bundle(): Promise<{ bytes: number; version: string }> {
  const result = await build({
    entryPoints: [path.join(ROOT, "src/admin/index.tsx")],
    outfile: path.join(ADMIN_DIR, ADMIN_SCRIPT),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "chrome110",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    write: false,
    logLevel: "silent",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    plugins: [linguiEsbuild(ROOT)],
    alias: {
      // The prebuilt bundle Decap publishes (its `main`): built and tested by Decap with every widget it
      // registers; it takes React from us, so the site's preview components share one React.
      "decap-cms-app": path.join(path.dirname(resolveFrom("decap-cms-app/package.json")), "dist/decap-cms-app.js"),
      react: path.dirname(resolveFrom("react/package.json")),
      "react-dom": path.dirname(resolveFrom("react-dom/package.json")),
      // Previews render the site's components outside Gatsby: Link becomes a plain link.
      gatsby: path.join(ROOT, "src/admin/gatsby-shim.tsx"),
    },
  });
  const [output] = result.outputFiles;
  fs.mkdirSync(ADMIN_DIR, { recursive: true });
  fs.writeFileSync(output.path, output.contents);
  return {
    bytes: output.contents.byteLength,
    version: createHash("sha256").update(output.contents).digest("hex").slice(0, 12),
  };
}

/**
 * Writes public/admin/ (the bundle, index.html with its own Content-Security-Policy, config.yml) when this
 * build includes the editor; otherwise removes a public/admin/ left by an earlier build and says why.
 */
export async function writeAdminEditor(): Promise<AdminBuildResult | { skipped: string }> {
  const plan = editorBuildPlan(process.env);
  if (!plan.build) {
    fs.rmSync(ADMIN_DIR, { recursive: true, force: true });
    return { skipped: plan.reason };
  }
  const started = Date.now();
  const adminBackend = readAdminBackend();
  const site = siteSettingsForConfig();
  const siteUrl = buildSiteUrl();
  const { bytes, version } = await bundle();
  const config = cmsConfig({ adminBackend, siteUrl, badgeLabels: englishBadgeLabels(site.badges) });
  fs.writeFileSync(path.join(ADMIN_DIR, ADMIN_CONFIG), cmsConfigText(config));
  fs.writeFileSync(
    path.join(ADMIN_DIR, "index.html"),
    adminPageHtml({
      policy: adminDocumentPolicy(adminBackend),
      businessName: site.businessName,
      scriptVersion: version,
    }),
  );
  return { bytes, milliseconds: Date.now() - started };
}

interface DevServerApp {
  get(
    path: string,
    handler: (
      request: unknown,
      response: {
        sendFile(file: string, done: (error?: Error) => void): void;
        status(code: number): { end(text: string): void };
        json(body: unknown): void;
      },
    ) => void,
  ): void;
}

/**
 * gatsby develop does not serve folder index pages from public/; /admin/ gets its page here. Its
 * /build-info.json describes the content as it is now: develop shows every save at once.
 */
export function serveAdminInDevelop(app: DevServerApp): void {
  app.get(BUILD_INFO_PATH, (_request, response) => response.json(currentBuildInfo()));
  app.get(ADMIN_PATH, (_request, response) => {
    response.sendFile(path.join(ADMIN_DIR, "index.html"), (error) => {
      if (error) response.status(500).end(`The content editor was not built: ${error.message}`);
    });
  });
}
