// The header's navigation: which links exist, in what order, and which one is current.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ROUTES } from "../paths";

export type NavSection = "home" | "inventory" | "financing" | "trade-in" | "locations" | "contact" | "other";

export interface NavItem {
  section: Exclude<NavSection, "other">;
  label: MessageDescriptor;
  to: string;
  /**
   * Left out of the one-row inline nav (the classic and financing-first headers), where a fifth link pushes
   * the header past 1280 px; still in the menu and in the centered header's row of tabs.
   */
  notInline?: true;
}

const ALL_ITEMS: readonly NavItem[] = [
  { section: "home", label: msg`Home`, to: ROUTES.home },
  { section: "inventory", label: msg`Inventory`, to: ROUTES.inventory },
  { section: "financing", label: msg`Financing`, to: ROUTES.financing },
  { section: "trade-in", label: msg`Trade-in`, to: ROUTES.tradeIn, notInline: true },
  // A dealer group's lots: in the one-row headers in Home's place (the brand links home), so the row keeps its width.
  { section: "locations", label: msg`Locations`, to: ROUTES.locations },
  { section: "contact", label: msg`Contact`, to: ROUTES.contact },
];

/** Home, Inventory, Financing (when shown), Trade-in, Locations (a group's, Home then left out of the row), Contact. */
export function navItems({
  showFinancing,
  showLocations = false,
}: {
  showFinancing: boolean;
  showLocations?: boolean;
}): NavItem[] {
  return ALL_ITEMS.flatMap((item) =>
    (item.section === "financing" && !showFinancing) || (item.section === "locations" && !showLocations)
      ? []
      : [item.section === "home" && showLocations ? { ...item, notInline: true as const } : item],
  );
}

/** `"page"` for the link of the section being viewed, so `aria-current` is in the static HTML. */
export function ariaCurrentFor(item: NavItem, current: NavSection | undefined): "page" | undefined {
  return current !== undefined && item.section === current ? "page" : undefined;
}
