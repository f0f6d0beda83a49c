// Which lot a feed row's car is on, on a dealer group's site (content/locations/): the feed's lot column (Lot,
// Location, Dealer ID, Store ...) holds what the dealer's system calls the lot, which each lot's file lists as its
// `feedIds`; the lot's own id is accepted too. A group's car must name its lot (its leads, its page and the feeds'
// store code follow it), so a row that names none, or one the site does not have, is refused rather than guessed.
import type { LocationContent } from "../content/location-schema";

/** What the import needs of a lot: its id and the feed's names for it. */
export type FeedLotIds = Pick<LocationContent, "id" | "feedIds">;

type LotOfRow =
  /** The lot's id; undefined when the row names none and need not (a site with one lot file): the car keeps its own. */
  { id: string | undefined } | { problem: string };

/** Every value that means a lot, with the lots it means (two when one lot's feed id is another's id). */
function lotsByValue(lots: readonly FeedLotIds[]): Map<string, Set<string>> {
  const byValue = new Map<string, Set<string>>();
  const add = (value: string, id: string) => byValue.set(value, (byValue.get(value) ?? new Set()).add(id));
  for (const lot of lots) {
    add(lot.id, lot.id);
    for (const feedId of lot.feedIds ?? []) add(feedId, lot.id);
  }
  return byValue;
}

/** `east-sacramento (feed: EAST, 01)`: what the messages offer a dealer to write. */
const described = (lots: readonly FeedLotIds[]) =>
  lots.map((lot) => (lot.feedIds?.length ? `${lot.id} (feed: ${lot.feedIds.join(", ")})` : lot.id)).join("; ");

/**
 * The lot of one row. `value` is the lot cell as read (undefined when the feed has no lot column or the cell is
 * empty); `place` names the row and column for the message, like the import's other row problems.
 */
export function lotOfRow(value: string | undefined, lots: readonly FeedLotIds[], place: string): LotOfRow {
  if (lots.length === 0) return { id: undefined };
  if (value === undefined) {
    if (lots.length < 2) return { id: undefined };
    return {
      problem: `${place}: names no lot; on a site with several lots every car must name its lot, expected one of ${described(lots)}`,
    };
  }
  const ids = [...(lotsByValue(lots).get(value) ?? [])];
  if (ids.length === 1) return { id: ids[0] };
  if (ids.length > 1)
    return {
      problem: `${place}: "${value}" means more than one lot (${ids.join(", ")}); make it one lot's feedIds only in content/locations/`,
    };
  return {
    problem: `${place}: "${value}" is no lot of the site; expected one of ${described(lots)} (add the feed's name for a lot to its feedIds in content/locations/)`,
  };
}
