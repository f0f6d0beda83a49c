// Gatsby scrolls to the top on every navigation within a page. Search changes on /inventory/ are such
// navigations (the state lives in the URL), and jumping to the top each time a checkbox is ticked would
// lose the shopper's place. This keeps the position there and otherwise does what Gatsby does by default.
import { normalizePath, ROUTES } from "../paths";

interface RouterLocation {
  pathname: string;
  hash?: string;
}

export function inventoryScrollUpdate(
  previous: RouterLocation | undefined,
  next: RouterLocation,
): boolean | string | [number, number] {
  if (!previous) return true;
  if (normalizePath(previous.pathname) !== normalizePath(next.pathname)) return true;
  if (normalizePath(next.pathname) === normalizePath(ROUTES.inventory)) return false;
  // Gatsby's default for a navigation within one page: the hash target, else the top.
  return next.hash ? decodeURI(next.hash.slice(1)) : [0, 0];
}
