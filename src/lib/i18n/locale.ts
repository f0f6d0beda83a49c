// The site's languages, one entry each: what the code knows of a language that is neither a message (its
// catalogs, src/locales/<code>/) nor a vocabulary word (its label files, `…-labels.<code>.ts`). English is the
// default: its pages have no path prefix; every other language's pages live under `/<code>/` (the Spanish site
// under `/es/`). Adding a language is one entry here: docs/recipes/add-a-language.md.

/** A whole number's CLDR plural category in a language (as `Intl.PluralRules` gives it: the unit tests check). */
type PluralRule = (whole: number) => Intl.LDMLPluralRule;

interface Language {
  /** The path prefix and the key of its catalogs and label files. */
  code: string;
  /** The BCP 47 tag of its `Intl` formats (US English, US Spanish). */
  intl: string;
  /** Its own name, as the language switch shows it: a Spanish reader looks for "Español". */
  name: string;
  /** Its name in English, as a lead tells the dealer ("Preferred language: Spanish"). */
  englishName: string;
  /**
   * How it writes numbers and dollars, as `Intl.NumberFormat` does for `intl` (format.ts writes them out; the
   * unit tests check each language against Intl): the digit group and decimal marks, and `#` in the price.
   */
  numbers: { group: string; decimal: string; currency: string };
  plural: PluralRule;
}

// Written out rather than with Intl.PluralRules, as format.ts writes numbers: the first rules load ICU data in the
// middle of a page's first load.
const oneOrOther: PluralRule = (whole) => (whole === 1 ? "one" : "other");
// Spanish counts whole millions as "many" ("1 millón de millas").
const oneManyOrOther: PluralRule = (whole) =>
  whole === 1 ? "one" : whole !== 0 && whole % 1_000_000 === 0 ? "many" : "other";

export const LANGUAGES = [
  {
    code: "en",
    intl: "en-US",
    name: "English",
    englishName: "English",
    numbers: { group: ",", decimal: ".", currency: "$#" },
    plural: oneOrOther,
  },
  {
    code: "es",
    intl: "es-US",
    name: "Español",
    englishName: "Spanish",
    // US Spanish writes numbers and dollars as US English does (CLDR es_US: "$1,234.50"), not as Spain does.
    numbers: { group: ",", decimal: ".", currency: "$#" },
    plural: oneManyOrOther,
  },
] as const satisfies readonly Language[];

export type Locale = (typeof LANGUAGES)[number]["code"];
// A tuple type, as zod's enum wants: the list is never empty (English is in it).
export const LOCALES = LANGUAGES.map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = "en";

/** A language whose words are translated: every one but English, the source language. */
export type TranslatedLocale = Exclude<Locale, "en">;

/** A language's entry. */
export const languageOf = (locale: Locale): Language => LANGUAGES.find((language) => language.code === locale)!;

/** For `Intl`, where the site uses it (a lead's plural words, an e-mail's date, a page's JSON-LD). */
export const intlLocaleOf = (locale: Locale): string => languageOf(locale).intl;

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
