// Thin entry point: each build step lives in its own module under gatsby/.
import type { GatsbyNode } from "gatsby";
import { platformPostBuild } from "./gatsby/platform-post-build";
import { customizeContentSchema, sourceContentNodes } from "./gatsby/source-content";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args, options) =>
  customizeContentSchema?.(args, options, () => undefined);

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) => sourceContentNodes?.(args, options, () => undefined);

export const onPostBuild: GatsbyNode["onPostBuild"] = platformPostBuild;
