import type { GatsbyBrowser } from "gatsby";
import { inventoryScrollUpdate } from "./src/lib/inventory/scroll";

// Search changes on /inventory/ keep the scroll position; everything else scrolls as Gatsby does by default.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  inventoryScrollUpdate(prevRouterProps?.location, routerProps.location);
