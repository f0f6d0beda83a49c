// Which nav section a URL belongs to, for pages that do not pass `section` to the layout.
import { normalizePath, ROUTES } from "../paths";
import type { NavSection } from "./nav-items";

const SECTION_PREFIXES: ReadonlyArray<[prefix: string, section: NavSection]> = [
  [ROUTES.inventory, "inventory"],
  [ROUTES.vehicles, "inventory"],
  [ROUTES.financing, "financing"],
  [ROUTES.payments, "financing"],
  [ROUTES.tradeIn, "trade-in"],
  [ROUTES.contact, "contact"],
];

/**
 * `/`, `/index.html`, `/#top` -> home; `/inventory`, `/inventory/?make=Ford`, `/vehicles/2/` -> inventory;
 * `/financing/#apply` -> financing; `/contact/index.html` -> contact; anything else -> other.
 */
export function sectionForPath(pathname: string): NavSection {
  const path = normalizePath(pathname);
  if (path === "/") return "home";
  for (const [prefix, section] of SECTION_PREFIXES) {
    const base = normalizePath(prefix);
    if (path === base || path.startsWith(`${base}/`)) return section;
  }
  return "other";
}
