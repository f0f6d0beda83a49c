import type { GatsbyBrowser } from "gatsby";
import { routeProgress } from "./src/lib/shell/route-progress";

// Gatsby calls onRouteUpdateDelayed when the next page's resources take more than a second; the slim
// progress bar (src/components/shell/route-progress-bar.tsx) shows until the new page has rendered.
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => routeProgress.start();
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => routeProgress.done();
