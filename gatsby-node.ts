// Thin entry point: each build step lives in its own module under gatsby/.
import type { GatsbyNode } from "gatsby";
import { addVehicleResolvers, attachInventoryPageContext, createVehiclePages } from "./gatsby/create-vehicle-pages";
import { customizeContentSchema, sourceContentNodes } from "./gatsby/source-content";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args, options) =>
  customizeContentSchema?.(args, options, () => undefined);

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) => sourceContentNodes?.(args, options, () => undefined);

export const createResolvers: GatsbyNode["createResolvers"] = (args) => addVehicleResolvers(args);

export const createPages: GatsbyNode["createPages"] = (args) => createVehiclePages(args);

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => attachInventoryPageContext(args);
