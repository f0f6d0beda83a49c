// What the filters panel says for each choice and range filter of FILTER_TABLE (one entry each: the type asks
// for a new one). Make and model are drawn by the panel itself (the model follows the make).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ListFilterKey, RangeFilterKey, RangeSide, TextFilterKey } from "../../lib/inventory/filter-table";

/** One select of a range: its accessible name (or its label when the range has one side) and its empty choice. */
export interface RangeEnd {
  label: MessageDescriptor;
  empty: MessageDescriptor;
}

export interface RangePanelLabels {
  kind: "range";
  /** The legend of a two-sided range's pair of selects. */
  legend?: MessageDescriptor;
  sides: Partial<Record<RangeSide, RangeEnd>>;
  /** The pair takes the panel's width (years read longer than prices). */
  wide?: boolean;
  /** Its choices read as prices ("$20,000") rather than as its chip words ("2019 or newer"). */
  asPrice?: boolean;
  /** Drawn just before this filter rather than in table order (the table's order is the URL's). */
  before?: string;
}

export interface ChoicePanelLabels {
  kind: "choice";
  title: MessageDescriptor;
  /** Always shown open, rather than folded and only when the inventory has a value. */
  open?: boolean;
  before?: string;
}

/** A text filter other than make and model (a group's lot): one select of the values present. */
export interface TextPanelLabels {
  kind: "text";
  label: MessageDescriptor;
  empty: MessageDescriptor;
  before?: string;
}

export type PanelLabels = Readonly<Record<string, RangePanelLabels | ChoicePanelLabels | TextPanelLabels>>;

export const PANEL_LABELS = {
  body: { kind: "choice", title: msg`Body style`, open: true },
  price: {
    kind: "range",
    legend: msg`Price`,
    asPrice: true,
    sides: {
      min: { label: msg`Lowest price`, empty: msg`No min` },
      max: { label: msg`Highest price`, empty: msg`No max` },
    },
  },
  year: {
    kind: "range",
    legend: msg`Year`,
    wide: true,
    sides: {
      min: { label: msg`Oldest year`, empty: msg`Any year` },
      max: { label: msg`Newest year`, empty: msg`Any year` },
    },
  },
  mileage: { kind: "range", before: "year", sides: { max: { label: msg`Mileage`, empty: msg`Any mileage` } } },
  drivetrain: { kind: "choice", title: msg`Drivetrain` },
  fuel: { kind: "choice", title: msg`Fuel type` },
  transmission: { kind: "choice", title: msg`Transmission` },
  colour: { kind: "choice", title: msg`Exterior color` },
  badge: { kind: "choice", title: msg`Specials` },
  // Drawn only where the inventory is on two or more lots; first, as a shopper picks the lot near them first.
  location: { kind: "text", label: msg`Location`, empty: msg`Any location`, before: "make" },
} satisfies Record<ListFilterKey | RangeFilterKey, RangePanelLabels | ChoicePanelLabels> &
  Record<Exclude<TextFilterKey, "make" | "model">, TextPanelLabels>;

/** The table in the panel's order: its own, except an entry with `before` moves just before the one it names. */
export function inPanelOrder<T extends { id: string }>(table: readonly T[], labels: PanelLabels): T[] {
  const moved = (spec: T) => labels[spec.id]?.before;
  const ordered = table.filter((spec) => moved(spec) === undefined);
  for (const spec of table) {
    const target = moved(spec);
    if (target === undefined) continue;
    const at = ordered.findIndex((other) => other.id === target);
    ordered.splice(at < 0 ? ordered.length : at, 0, spec);
  }
  return ordered;
}
