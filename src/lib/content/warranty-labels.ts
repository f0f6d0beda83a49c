// A dealer warranty's terms as the Buyers Guide says them in each language: the covered systems (a closed
// vocabulary, plus "other" systems staff write in both languages) and the duration, which content keeps as
// numbers ("90 days or 3,000 miles, whichever comes first" is `{ days: 90, miles: 3000 }`). The Spanish words are
// in `src/locales/es/warranty-labels.ts`, which English-only builds leave out.
import type { DealerWarranty, WarrantyDuration } from "./vehicle-schema";
import type { Locale } from "../i18n/locale";
import { pluralWord } from "../i18n/plural";
import { textTable, translated, translationsOf, type Translations } from "../i18n/text-tables";
import { formatNumber } from "../format";
import type { CoveredSystem } from "./vehicle-fields";

export interface WarrantyWords {
  systems: Record<CoveredSystem, string>;
  days: { one: string; other: string };
  months: { one: string; other: string };
  miles: { one: string; other: string };
  /** Between a time and miles: "90 days or 3,000 miles". */
  or: string;
  /** After a time and miles: "..., whichever comes first". */
  whicheverFirst: string;
}

declare module "../i18n/text-tables" {
  interface TextTables {
    "warranty-labels": WarrantyWords;
  }
}

const en: Omit<WarrantyWords, "systems"> = {
  days: { one: "day", other: "days" },
  months: { one: "month", other: "months" },
  miles: { one: "mile", other: "miles" },
  or: "or",
  whicheverFirst: "whichever comes first",
};

const WARRANTY_LABELS = textTable("warranty-labels");
const SYSTEM_LABELS: Translations<CoveredSystem> = translationsOf(WARRANTY_LABELS, (labels) => labels.systems);

const wordsOf = (locale: Locale): Omit<WarrantyWords, "systems"> =>
  locale === "en" ? en : { ...en, ...WARRANTY_LABELS(locale) };

/**
 * "Engine", "Motor".
 * @internal exported for its unit tests (every system has a Spanish name)
 */
export const coveredSystemLabel = (system: CoveredSystem, locale: Locale = "en"): string =>
  translated(SYSTEM_LABELS, system, locale);

/** The systems a warranty covers in the page's language: the vocabulary's, then the ones staff wrote in both. */
export function coveredSystemsText(
  warranty: Pick<DealerWarranty, "systemsCovered" | "otherSystems">,
  locale: Locale = "en",
): string[] {
  const others = (warranty.otherSystems ?? []).map((other) => (locale === "en" ? other.name : other.nameEs));
  return [...warranty.systemsCovered.map((system) => coveredSystemLabel(system, locale)), ...others];
}

/** "90 days or 3,000 miles, whichever comes first", "90 días o 3,000 millas, lo que ocurra primero", "1 month". */
export function warrantyDurationText(duration: WarrantyDuration, locale: Locale = "en"): string {
  const words = wordsOf(locale);
  const counted = (count: number, forms: { one: string; other: string }) =>
    `${formatNumber(count, locale)} ${pluralWord(count, locale, forms)}`;
  const time =
    duration.days !== undefined
      ? counted(duration.days, words.days)
      : duration.months !== undefined
        ? counted(duration.months, words.months)
        : undefined;
  const miles = duration.miles !== undefined ? counted(duration.miles, words.miles) : undefined;
  if (time && miles) return `${time} ${words.or} ${miles}, ${words.whicheverFirst}`;
  return time ?? miles ?? "";
}
