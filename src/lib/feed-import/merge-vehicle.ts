// One feed row merged into the vehicle it describes. The feed owns the facts it carries; what staff added by
// hand that the feed does not carry (badges, a warranty, photo alt texts, a description they rewrote) stays.
import type { VehicleContent, Warranty } from "../content/vehicle-schema";
import { FEED_FIELDS, type ColumnMap, type FeedField } from "./header-aliases";
import type { FeedVehicle } from "./feed-rows";
import { lotOfRow, type FeedLotIds } from "./feed-lots";
import { sha256, type VehicleEntry } from "./import-state";
import { historyAfterPriceChange } from "../pricing/price-reduction";

export interface ExistingVehicle {
  vehicle: VehicleContent;
  /** The file's keys in the order staff wrote them, kept when it is rewritten (read only then). */
  keyOrder: () => string[];
  /** File name in content/vehicles. */
  file: string;
}

export interface MergeContext {
  columns: ColumnMap["columns"];
  /** What the last import remembered about this vehicle. */
  remembered: VehicleEntry | undefined;
  defaultWarranty: Warranty | undefined;
  /** YYYY-MM-DD: a new vehicle's date in stock when the feed has none, and the date of a price drop. */
  today: string;
  /** A dealer group's lots (content/locations/); none on a site with one lot. */
  lots: readonly FeedLotIds[];
}

export interface MergeResult {
  /** The merged record, still to be checked against the vehicle schema. */
  candidate: Record<string, unknown>;
  notes: string[];
  problems: string[];
}

/** Fields with a rule of their own below (a hand-written description, staff's "sold", the Buyers Guide, alt texts). */
const MERGED_BY_RULE = new Set<FeedField>([
  "vin",
  "description",
  "descriptionEs",
  "photos",
  "status",
  "warranty",
  "warrantySystems",
  "warrantyDuration",
  "location",
]);

/**
 * The feed's description columns, each the description in one language (header-aliases.ts: `description_es` is
 * the Spanish one), with what the import remembers of the feed's last one (import-state.ts).
 */
const DESCRIPTIONS = [
  { field: "description", locale: "en", remembered: "feedDescription" },
  { field: "descriptionEs", locale: "es", remembered: "feedDescriptionEs" },
] as const;

/** The feed field behind a path of the vehicle file: `description.es` is the description_es column's. */
export function feedFieldOf(path: readonly PropertyKey[]): string {
  const [field, locale] = path.map(String);
  return DESCRIPTIONS.find((each) => field === "description" && each.locale === locale)?.field ?? field ?? "";
}

/** Facts copied as they are: the feed's value replaces the vehicle's. */
const OWNED: readonly FeedField[] = FEED_FIELDS.filter((field) => !MERGED_BY_RULE.has(field));

const WARRANTY_HELP =
  'add a Warranty column (As-Is or Implied) or set "importDefaults": { "warranty": { "type": "as-is" } } in content/site.json';

function mergeWarranty(
  feed: FeedVehicle,
  existing: ExistingVehicle | undefined,
  context: MergeContext,
  place: string,
): Warranty | string {
  const said = feed.facts.warranty;
  if (said === "as-is" || said === "implied") return { type: said };
  if (said === "dealer") {
    // The feed says "dealer warranty" but cannot carry its coverage and percentages: from the vehicle or the default.
    if (existing?.vehicle.warranty.type === "dealer") return existing.vehicle.warranty;
    if (context.defaultWarranty?.type === "dealer") return context.defaultWarranty;
    return `${place}: a dealer warranty needs its coverage and labor and parts percent, which a feed cannot carry (its systems and duration may come from Warranty Systems and Warranty Duration columns); write them in the vehicle's file or in importDefaults.warranty in content/site.json`;
  }
  if (existing) return existing.vehicle.warranty;
  if (context.defaultWarranty) return context.defaultWarranty;
  return `${place}: a new vehicle's Buyers Guide choice is never guessed; ${WARRANTY_HELP}`;
}

/**
 * A dealer warranty with the systems and duration the feed carries (the feed owns them; the coverage, the
 * percentages and any "other" systems staff wrote in both languages stay). Terms beside another choice are noted.
 */
function withFeedTerms(warranty: Warranty, facts: FeedVehicle["facts"], notes: string[]): Warranty {
  const { warrantySystems, warrantyDuration } = facts;
  if (warrantySystems === undefined && warrantyDuration === undefined) return warranty;
  if (warranty.type !== "dealer") {
    notes.push("warranty terms: not used, the Buyers Guide choice is not a dealer warranty");
    return warranty;
  }
  return {
    ...warranty,
    ...(warrantySystems ? { systemsCovered: warrantySystems } : {}),
    ...(warrantyDuration ? { duration: warrantyDuration } : {}),
  };
}

/** Applies `photos` (file names in feed order) keeping the alt text staff wrote for a file already listed. */
function withAlts(files: readonly string[], existing: ExistingVehicle | undefined): VehicleContent["photos"] {
  const alts = new Map((existing?.vehicle.photos ?? []).map((photo) => [photo.file, photo.alt]));
  return files.map((file) => {
    const alt = alts.get(file);
    return alt ? { file, alt } : { file };
  });
}

export function mergeVehicle(
  feed: FeedVehicle,
  existing: ExistingVehicle | undefined,
  photoFiles: readonly string[] | undefined,
  context: MergeContext,
): MergeResult {
  const notes: string[] = [];
  const problems: string[] = [];
  const { facts } = feed;
  const candidate: Record<string, unknown> = existing
    ? { ...existing.vehicle }
    : { vin: feed.vin, trim: "", features: [], badges: [], status: "available", dateInStock: context.today };
  candidate.vin = feed.vin;
  for (const field of OWNED) {
    if (facts[field as keyof typeof facts] !== undefined) candidate[field] = facts[field as keyof typeof facts];
  }
  if (existing && facts.price !== undefined) {
    // A lower price records the drop; a rise back to the old price or above ends it (price-reduction.ts).
    const history = historyAfterPriceChange(existing.vehicle, facts.price, context.today);
    candidate.previousPrice = history.previousPrice;
    candidate.priceReducedOn = history.priceReducedOn;
  }

  // The description by language; each language the feed carries is merged on its own.
  let description: Partial<VehicleContent["description"]> = existing ? { ...existing.vehicle.description } : {};
  for (const { field, locale, remembered } of DESCRIPTIONS) {
    const given = facts[field];
    if (given === undefined) continue;
    const current = existing?.vehicle.description[locale];
    const lastFromFeed = context.remembered?.[remembered];
    // Written by hand: different from what the feed last gave or, before any import, longer than the feed's.
    const differs = current !== undefined && current !== given;
    const keep =
      differs && (lastFromFeed === undefined ? current.length > given.length : sha256(current) !== lastFromFeed);
    if (keep) notes.push(`description.${locale}: kept the one written by hand (the feed's differs)`);
    else description = { ...description, [locale]: given };
  }
  if (Object.keys(description).length > 0) candidate.description = description;

  const warrantyPlace = context.columns.warranty
    ? `row ${feed.row}, column "${context.columns.warranty.name}" (warranty)`
    : `row ${feed.row} (warranty)`;
  const warranty = mergeWarranty(feed, existing, context, warrantyPlace);
  if (typeof warranty === "string") problems.push(warranty);
  else candidate.warranty = withFeedTerms(warranty, facts, notes);

  // The lot: the lot column's value is what the dealer's system calls it, not the lot's id (feed-lots.ts).
  const lotColumn = context.columns.location;
  const lotPlace = lotColumn ? `row ${feed.row}, column "${lotColumn.name}" (location)` : `row ${feed.row} (location)`;
  const lot = lotOfRow(facts.location, context.lots, lotPlace);
  if ("problem" in lot) problems.push(lot.problem);
  else if (lot.id !== undefined) candidate.location = lot.id;

  if (facts.status !== undefined) {
    candidate.status = facts.status;
  } else if (existing?.vehicle.status === "sold") {
    // Back in the feed: in stock again if the import had marked it sold; staff's own "sold" stands.
    if (context.remembered?.soldByImport) candidate.status = "available";
    else notes.push("status: left sold (marked sold by hand) although the feed lists it");
  }

  if (photoFiles) candidate.photos = withAlts(photoFiles, existing);
  return { candidate, notes, problems };
}
