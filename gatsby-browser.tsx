import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import React from "react";
import type { Renderer } from "react-dom";
// The saved-vehicles store is used by the header slice and by every vehicle card: one copy in the app bundle
// instead of one in each chunk (and so surely one store, whichever chunk loads first).
import "./src/components/saved-list/saved-store";
// The same for the design tokens and the settings mapping, used by every slice and page (the rest of the
// shell's modules share one chunk: gatsby/webpack/site-chunks.ts).
import "./src/styles/tokens";
import "./src/lib/content/from-graphql";
import { hydratedEmotionCache } from "./src/browser/emotion-cache";
import { hydrateInTransition } from "./src/browser/hydrate-in-transition";
import { withPageLocale } from "./src/components/i18n/page-locale";
import { localeOfPath } from "./src/lib/i18n/locale-paths";
import { inventoryScrollUpdate } from "./src/lib/inventory/scroll";
import { markNavigated } from "./src/lib/shell/page-fade";
import { routeProgress } from "./src/lib/shell/route-progress";

// Gatsby calls onRouteUpdateDelayed when the next page's resources take more than a second; the slim
// progress bar (src/components/shell/route-progress-bar.tsx) shows until the new page has rendered.
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => routeProgress.start();
// `<html lang>` follows a move between the languages made inside the site (the static HTML has it already).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  routeProgress.done();
  document.documentElement.lang = localeOfPath(location.pathname);
};

// The main content fades in on pages reached inside the site, not on the first one (src/lib/shell/page-fade.ts).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) =>
  markNavigated(document.documentElement, Boolean(prevLocation));

// Search changes on /inventory/ keep the scroll position; everything else scrolls as Gatsby does by default.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  inventoryScrollUpdate(prevRouterProps?.location, routerProps.location);

// Hydration in small, interruptible pieces instead of one long task (src/browser/hydrate-in-transition.ts).
// Gatsby still types this as React 17's ReactDOM.render (returning a component); it ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;

// One Emotion cache for the app and its slices, created before hydration from the page's <head> CSS.
const emotionCache = hydratedEmotionCache(document);
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
);

// Each page in its language (`/es/…` is Spanish): the messages its components show.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = withPageLocale;
