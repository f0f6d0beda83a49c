import { useCallback, useEffect, useState } from "react";
import { afterNextPaint } from "./after-next-paint";

interface RouterLocation {
  pathname: string;
  search: string;
}

/**
 * The query string of a page whose state lives in the URL, changed through the History API instead of
 * Gatsby's navigation: a search change is then only a React update (Gatsby's navigation would look up page
 * resources, announce the route and restore scroll, several frames per key press). Back and Forward still
 * work: the browser's popstate and the router's own navigations (a Link to another search) update it.
 */
export function useUrlSearch(
  location: RouterLocation,
): [string, (search: string, options: { replace: boolean }) => void] {
  const [search, setSearch] = useState(location.search);

  // A new location object is a navigation by the router (a Link, Back after leaving the page): adopt its
  // query while rendering (React's pattern for state that follows a prop), not one render late.
  const [routerLocation, setRouterLocation] = useState(location);
  if (routerLocation !== location) {
    setRouterLocation(location);
    setSearch(location.search);
  }

  // Back and Forward between entries this hook pushed: the router may not see a change of its own.
  useEffect(() => {
    const onPopState = () => setSearch(window.location.search);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const navigateTo = useCallback(
    (next: string, { replace }: { replace: boolean }) => {
      setSearch(next);
      // The address bar follows once the results are painted: Chromium's pushState costs 2 ms or more, which
      // would otherwise delay the frame that shows them (frames and timers keep the changes in order).
      const url = `${location.pathname}${next}`;
      afterNextPaint(() => writeHistory(url, replace));
    },
    [location.pathname],
  );

  return [search, navigateTo];
}

// Keeps the router's state object (its entry key) so Gatsby's scroll restoration still finds its way.
function writeHistory(url: string, replace: boolean): void {
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(window.history.state, "", url);
}
