// What counts as English left on a Spanish page: the English words of a message or a vocabulary label whose
// Spanish differs, found as a whole text (a text node, or an aria-label, placeholder, title or alt value).
// Pure: the catalogs are read by message-pairs.ts, the pages by the spec.
import { featureLabel } from "../../src/lib/content/feature-labels";
import { weekDayLabel, openingHoursLabel } from "../../src/lib/content/opening-hours-labels";
import { TESTIMONIAL_TITLES, WEEK_DAYS } from "../../src/lib/content/site-fields";
import { testimonialTitleLabel } from "../../src/lib/content/testimonial-title-labels";
import {
  badgeLabels,
  bodyStyleLabel,
  drivetrainLabel,
  fuelTypeLabel,
  transmissionLabel,
  vehicleStatusLabel,
} from "../../src/lib/content/vehicle-field-labels";
import {
  BADGE_KEYS,
  BODY_STYLES,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type BadgeKey,
} from "../../src/lib/content/vehicle-fields";
import { COLOUR_FAMILIES } from "../../src/lib/inventory/colour-family";
import { colourFamilyLabel } from "../../src/lib/inventory/colour-family-labels";
import { SORT_OPTIONS } from "../../src/lib/inventory/query";
import { sortLabel } from "../../src/lib/inventory/sort-labels";
import { RESPONSE_MESSAGES } from "../../src/lib/leads/delivery/request/response-messages";
import { FIELD_MESSAGES } from "../../src/lib/forms/field-messages";
import { sideBySide, type Bilingual } from "../../src/lib/i18n/text-catalog";

/** One string in both languages: a catalog message or a vocabulary label. */
export interface Translated {
  english: string;
  spanish: string;
}

/** Whitespace as a reader sees it: trimmed, runs of spaces, tabs and line breaks as one space. */
export const normalizeText = (text: string): string => text.replace(/\s+/g, " ").trim();

// `{name}` placeholders, ICU plurals and `<0>` tags: the page never shows the message as written.
const HAS_PLACEHOLDER = /[{}]|<\/?\d+\/?>/;
const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * The English strings that must not appear on a Spanish page: those whose Spanish differs, without
 * placeholders or tags, of three letters or more (shorter ones, "OK", "$", say, are too easily content).
 */
export function leakCandidates(pairs: readonly Translated[]): Set<string> {
  const candidates = new Set<string>();
  // A word one area keeps as it is in Spanish ("VIN" on the vehicle page) is Spanish too where another
  // area words it differently ("Número VIN" in a form's label).
  const sameInSpanish = new Set(
    pairs
      .filter((pair) => normalizeText(pair.english) === normalizeText(pair.spanish))
      .map((pair) => normalizeText(pair.english)),
  );
  for (const pair of pairs) {
    const english = normalizeText(pair.english);
    if (HAS_PLACEHOLDER.test(english) || letterCount(english) < 3 || sameInSpanish.has(english)) continue;
    candidates.add(english);
  }
  return candidates;
}

/** The distinct strings of a page that are English candidates, in the page's order. */
export function findLeaks(pageStrings: readonly string[], candidates: ReadonlySet<string>): string[] {
  const leaks = pageStrings.map(normalizeText).filter((text) => candidates.has(text));
  return [...new Set(leaks)];
}

/** "/es/contact/: \"Send message\", \"Your name\"" for each page with leaks, one line each. */
export function leakReport(leaksByPage: ReadonlyMap<string, readonly string[]>): string {
  return [...leaksByPage]
    .filter(([, leaks]) => leaks.length > 0)
    .map(([page, leaks]) => `${page}: ${leaks.map((leak) => JSON.stringify(leak)).join(", ")}`)
    .join("\n");
}

const pairsOf = (values: readonly string[], label: (value: string, locale: "en" | "es") => string): Translated[] =>
  values.map((value) => ({ english: label(value, "en"), spanish: label(value, "es") }));

/**
 * The vocabularies of src/lib in both languages: body styles, transmissions, drivetrains, fuel types, statuses,
 * colour families, sort orders, badges (the dealer's English labels), week days and "Closed", and the features
 * given (a feature's label is Spanish only where the site knows a translation).
 */
export function vocabularyPairs(
  siteBadges: Readonly<Record<BadgeKey, string>>,
  features: readonly string[] = [],
): Translated[] {
  const english = badgeLabels("en", siteBadges);
  const spanish = badgeLabels("es", siteBadges);
  return [
    ...pairsOf(BODY_STYLES, (value, locale) => bodyStyleLabel(value as never, locale)),
    ...pairsOf(TRANSMISSIONS, (value, locale) => transmissionLabel(value as never, locale)),
    ...pairsOf(DRIVETRAINS, (value, locale) => drivetrainLabel(value as never, locale)),
    ...pairsOf(FUEL_TYPES, (value, locale) => fuelTypeLabel(value as never, locale)),
    ...pairsOf(VEHICLE_STATUSES, (value, locale) => vehicleStatusLabel(value as never, locale)),
    ...pairsOf(COLOUR_FAMILIES, (value, locale) => colourFamilyLabel(value as never, locale)),
    ...pairsOf(
      SORT_OPTIONS.map((option) => option.value),
      (value, locale) => sortLabel(value as never, locale),
    ),
    ...BADGE_KEYS.map((key) => ({ english: english[key], spanish: spanish[key] })),
    ...pairsOf(WEEK_DAYS, weekDayLabel),
    ...pairsOf(["Closed"], openingHoursLabel),
    ...pairsOf(TESTIMONIAL_TITLES, (value, locale) => testimonialTitleLabel(value as never, locale)),
    ...features.map((feature) => ({ english: feature, spanish: featureLabel(feature, "es").text })),
  ];
}

/**
 * The lead path's own bilingual tables: the field errors and the lead function's answers (the function's bundle
 * cannot read catalogs). The forms' other words are catalog messages, read with the catalogs.
 */
export function leadTextPairs(): Translated[] {
  const texts: Bilingual[] = [
    ...Object.values<Bilingual>(sideBySide(FIELD_MESSAGES)),
    ...Object.values<Bilingual>(sideBySide(RESPONSE_MESSAGES)),
  ];
  return texts.map((text) => ({ english: text.en, spanish: text.es }));
}
