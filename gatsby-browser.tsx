import type { GatsbyBrowser } from "gatsby";
import { inventoryScrollUpdate } from "./src/lib/inventory/scroll";
import { routeProgress } from "./src/lib/shell/route-progress";

// Gatsby calls onRouteUpdateDelayed when the next page's resources take more than a second; the slim
// progress bar (src/components/shell/route-progress-bar.tsx) shows until the new page has rendered.
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => routeProgress.start();
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => routeProgress.done();

// Search changes on /inventory/ keep the scroll position; everything else scrolls as Gatsby does by default.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  inventoryScrollUpdate(prevRouterProps?.location, routerProps.location);
