// sharp, loaded the first time a photo is decoded, not when a module that can decode one is loaded. The site's
// gatsby-node (and all it imports) is bundled into Gatsby's query engine, which must never load sharp: its
// validation refuses a native module outside the engine (docs/architecture.md#decisions). The build's node
// process loads sharp here when it first reads a photo; the engine never reads one.
import type Sharp from "sharp";

type SharpFunction = typeof Sharp;

let loading: Promise<SharpFunction> | undefined;

async function load(): Promise<SharpFunction> {
  // Node's import() gives sharp as the module's default; the bundle Gatsby compiles gatsby-node into gives
  // sharp's module.exports, the function itself (and not in a promise: so no `.then` here).
  const module: unknown = await import("sharp");
  return ((module as { default?: SharpFunction }).default ?? module) as SharpFunction;
}

export function loadSharp(): Promise<SharpFunction> {
  loading ??= load();
  return loading;
}
