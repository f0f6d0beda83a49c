// Playwright web server for the platform tests and the import spec: starts the sink, builds the site with
// analytics and error reporting switched on (in a copy of the project under the system temp folder, so the
// main build in public/ stays the default one) and serves it with `gatsby serve` behind a proxy that adds the
// headers of its public/_headers, as a CDN would; its deferred vehicle pages are answered by the function the
// Netlify adapter generated for them (netlify-function-routes.ts). An unchanged project is not rebuilt. Its content is the
// dealer-group example (three lots, 60 generated vehicles with pending and sold ones: group-content.ts) with
// "Reserve this car" switched on, plus the vehicles two imported feeds brought to its lots (feed-import.ts).
//   npx tsx e2e/support/integrations-server.ts [--build-only]
import { spawn } from "node:child_process";
import path from "node:path";
import fs from "node:fs";
import { FEED_IMPORT_FIXTURE_FILES, importFeeds } from "./feed-import";
import { startHeadersProxy } from "./headers-proxy";
import { builderRoutes, startNetlifyFunctions } from "./netlify-function-routes";
import { writeGroupContent } from "./group-content";
import { INTEGRATIONS_CREDIT_APPLICATION, INTEGRATIONS_RESERVE } from "./integrations-content";
import { startLender } from "./lender-server";
import {
  INTEGRATIONS_BUILD_DIR,
  INTEGRATIONS_ENV,
  INTEGRATIONS_LEAD_ROUTES,
  INTEGRATIONS_PORT,
  INTEGRATIONS_UPSTREAM_PORT,
  INTEGRATIONS_URL,
  LENDER_PORT,
  NETLIFY_FUNCTIONS_PORT,
  SINK_PORT,
} from "./platform-ports";
import { hashFiles, prepareSecondBuild, PROJECT_ROOT } from "./second-build";
import { startSink } from "./sink-server";

const buildDir = INTEGRATIONS_BUILD_DIR;
const contentDir = path.resolve(PROJECT_ROOT, process.env.CONTENT_DIR || "content");
const buildContentDir = path.join(buildDir, "integrations-content");
const env = { ...process.env, ...INTEGRATIONS_ENV, CONTENT_DIR: buildContentDir };

function prepareBuild(): Promise<void> {
  return prepareSecondBuild({
    label: "[integrations]",
    buildDir,
    env: { ...env, ...INTEGRATIONS_LEAD_ROUTES },
    description: "with analytics and error reporting on (the dealer-group example and two imported feeds)",
    fingerprint: (hash) => {
      hash.update(JSON.stringify({ ...INTEGRATIONS_ENV, ...INTEGRATIONS_LEAD_ROUTES })).update(contentDir);
      for (const file of FEED_IMPORT_FIXTURE_FILES) hash.update(file).update(fs.readFileSync(file));
      if (contentDir !== path.join(PROJECT_ROOT, "content")) hashFiles(hash, contentDir);
    },
    prepare: async () => {
      // A dealer outside California: the CARS Act's notes are not shown (pricing-california.spec.ts checks none are).
      writeGroupContent(buildContentDir, {
        reserve: INTEGRATIONS_RESERVE,
        creditApplication: INTEGRATIONS_CREDIT_APPLICATION,
        sellsInCalifornia: false,
      });
      await importFeeds(contentDir, buildDir, buildContentDir);
    },
  });
}

async function main(): Promise<void> {
  await prepareBuild();
  // Built ahead of the run with the main build (build-e2e-sites.ts).
  if (process.argv.includes("--build-only")) return;
  const sink = await startSink(SINK_PORT);
  console.log(`[integrations] sink listening on http://localhost:${SINK_PORT}`);
  const lender = await startLender(LENDER_PORT, buildDir);
  console.log(`[integrations] lender stand-in listening on https://localhost:${LENDER_PORT}`);
  const serve = spawn("npx", ["gatsby", "serve", "--host", "localhost", "--port", String(INTEGRATIONS_UPSTREAM_PORT)], {
    cwd: buildDir,
    // Its leads wait in the build folder under the system temp folder, which production (gatsby serve) refuses
    // for a real site; the analytics specs post a lead and only need the thank-you.
    env: { ...env, LEAD_OUTBOX_ALLOW_TEMPORARY: "yes" },
    stdio: "inherit",
  });
  const routes = builderRoutes(path.join(buildDir, "public"));
  const functions = await startNetlifyFunctions(buildDir, NETLIFY_FUNCTIONS_PORT, INTEGRATIONS_URL, env);
  const proxy = await startHeadersProxy(
    INTEGRATIONS_PORT,
    INTEGRATIONS_UPSTREAM_PORT,
    path.join(buildDir, "public", "_headers"),
    {
      routes,
      port: NETLIFY_FUNCTIONS_PORT,
    },
  );
  console.log(
    `[integrations] serving on http://localhost:${INTEGRATIONS_PORT} (gatsby serve on ${INTEGRATIONS_UPSTREAM_PORT}, _headers applied; ${routes.size} deferred paths to the Netlify function on ${NETLIFY_FUNCTIONS_PORT})`,
  );
  const stop = () => {
    serve.kill("SIGTERM");
    functions.kill("SIGTERM");
    proxy.close();
    sink.close();
    lender.close();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  serve.on("exit", (code) => {
    functions.kill("SIGTERM");
    proxy.close();
    sink.close();
    lender.close();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
