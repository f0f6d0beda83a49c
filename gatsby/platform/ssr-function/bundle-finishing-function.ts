// Deferred pages on Netlify: gatsby-adapter-netlify deploys Gatsby's page engine (`.cache/page-ssr/lambda.js`)
// as the function that renders them. Before the adapter packs it, the engine function's entry point becomes our
// bundle around it (finished-lambda-entry.ts), so a page rendered there is the page the build would have written.
import path from "node:path";
import { build } from "esbuild";
import type { FunctionsManifest } from "gatsby";
import { DEFERRED_PAGES_FILE } from "../../../src/lib/vehicle-pages/deferred-pages-file";

/** Gatsby's id for the function that renders deferred (and server-rendered) pages. */
const ENGINE_FUNCTION_ID = "ssr-engine";
const ENTRY = "gatsby/platform/ssr-function/finished-lambda-entry.ts";
/** @internal exported for the e2e test of the Netlify build */
export const FINISHED_LAMBDA = ".cache/page-ssr/finished-lambda.js";

/** The functions with the engine's entry point replaced by the finishing bundle, which is built here. */
export async function withFinishingEngineFunction(
  functions: FunctionsManifest,
  root = process.cwd(),
): Promise<FunctionsManifest> {
  const engine = functions.find((candidate) => candidate.functionId === ENGINE_FUNCTION_ID);
  if (!engine) return functions;
  await build({
    entryPoints: [path.join(root, ENTRY)],
    outfile: path.join(root, FINISHED_LAMBDA),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // Gatsby's engine handler, required at run time from beside the bundle.
    external: ["./lambda.js"],
    logLevel: "silent",
    legalComments: "none",
  });
  const requiredFiles = [
    ...new Set([...engine.requiredFiles, FINISHED_LAMBDA, DEFERRED_PAGES_FILE, "public/_headers"]),
  ];
  return functions.map((candidate) =>
    candidate === engine ? { ...candidate, pathToEntryPoint: FINISHED_LAMBDA, requiredFiles } : candidate,
  );
}
