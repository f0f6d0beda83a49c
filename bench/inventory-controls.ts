// How the benchmark finds the /inventory/ search controls: by role and accessible name, as a shopper
// using a screen reader would. This is the one file to adjust if the inventory page names them differently.
import type { Locator, Page } from "@playwright/test";

export type ControlKind = "filter" | "sort";

export interface InventoryControl {
  /** Shown in the results table. */
  name: string;
  kind: ControlKind;
  /** `select`: changed with ArrowDown/ArrowUp on the focused control; `checkbox`: clicked on and off. */
  widget: "select" | "checkbox";
  find: (page: Page) => Locator;
}

/** Tried in order; every one found is timed, each as its own row. */
export const INVENTORY_CONTROLS: readonly InventoryControl[] = [
  { name: "Sort order", kind: "sort", widget: "select", find: (page) => page.getByRole("combobox", { name: /sort/i }) },
  {
    name: "Make",
    kind: "filter",
    widget: "select",
    find: (page) => page.getByRole("combobox", { name: /^\s*make\b/i }),
  },
  {
    name: "Body style (first option)",
    kind: "filter",
    widget: "checkbox",
    find: (page) => page.getByRole("group", { name: /body/i }).getByRole("checkbox"),
  },
  {
    name: "Body style",
    kind: "filter",
    widget: "select",
    find: (page) => page.getByRole("combobox", { name: /body/i }),
  },
];

/** The part of the page whose DOM changes when results change; the first match is observed. */
export const RESULTS_SELECTORS: readonly string[] = ["[data-testid='inventory-results']", "main", "body"];

/** A live region announcing the result count ("5,000 vehicles"): its text having a number means the index is loaded and searched. */
export const RESULT_COUNT_SELECTOR = "[role='status'], [aria-live='polite'], [aria-live='assertive'], output";
