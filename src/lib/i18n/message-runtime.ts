// The part of Lingui's runtime the site uses, in its bundles instead of @lingui/core's
// (gatsby/webpack/lingui-runtime.ts): an instance per language that loads compiled messages and shows a
// descriptor with placeholders, plural and select, as Lingui does. Lingui's own also carries an event emitter,
// date, time and number formats, lazy locale data and warnings, 1.6 KB gzip of every page's first load
// (measured); the site's messages use none of them. The code and its types stay Lingui's (`import { setupI18n }
// from "@lingui/core"`); tests/i18n/message-runtime.test.ts shows every message of every catalog, in both
// languages and with several counts, through both and expects the same text.
// A plural's category and its `#` come from the language's own rule and digit marks (locale.ts), as format.ts
// writes numbers: creating the first Intl.PluralRules and Intl.NumberFormat loads ICU data, a 50 ms task at 4x
// slowdown in the middle of hydration (measured: the footer's review counts). Intl stays for what the list of
// languages does not hold: ordinals, fractions, a language the site does not have.
import type { MessageDescriptor, Messages } from "@lingui/core";
import { groupThousands } from "./digit-groups";
import { intlLocaleOf, isLocale, languageOf } from "./locale";
import { pluralCategory } from "./plural";

/** A compiled message (what @lingui/message-utils' compileMessage returns): text, placeholders and choices. */
type Compiled = string | Token[];
type Token = string | [name: string, type?: string, cases?: Record<string, Compiled>];
type Values = Record<string, unknown>;

const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
const decodeEscapes = (text: string) =>
  text.replace(ESCAPE, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? hex ?? "0", 16)),
  );

/** The language's own Intl locale ("es-US": US Spanish writes numbers as US English does), else the tag as given. */
const intlOf = (locale: string) => (isLocale(locale) ? intlLocaleOf(locale) : locale);

const formatters = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function memoized<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/**
 * The message of a plural or select for `value`: an exact `=N` case first, then its category (of the value less
 * the offset), then `other`.
 */
function chooseCase(
  locale: string,
  type: string,
  value: unknown,
  offset: number,
  cases: Record<string, Compiled>,
): Compiled | undefined {
  const exact = cases[String(value)];
  if (type === "select" || exact !== undefined) return exact ?? cases.other;
  const counted = Number(value) - offset;
  const ordinal = type === "selectordinal";
  const category =
    !ordinal && isLocale(locale) && Number.isInteger(counted)
      ? pluralCategory(counted, locale)
      : memoized(
          `${type} ${locale}`,
          () => new Intl.PluralRules([intlOf(locale), "en"], { type: ordinal ? "ordinal" : "cardinal" }),
        ).select(counted);
  return cases[category] ?? cases.other;
}

/** A plural's `#`: a whole number in the language's digit groups ("1,250"), as Intl.NumberFormat writes it. */
function countText(locale: string, count: number): string {
  if (!isLocale(locale) || !Number.isSafeInteger(count))
    return memoized(`number ${locale}`, () => new Intl.NumberFormat([intlOf(locale), "en"])).format(count);
  const digits = groupThousands(String(Math.abs(count)), languageOf(locale).numbers.group);
  return count < 0 ? `-${digits}` : digits;
}

function format(locale: string, message: Compiled, values: Values, count?: string): string {
  if (!Array.isArray(message)) return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      // `#` in a plural's case is the count, written as the language writes numbers.
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (!type) {
      if (value != null) text += String(value);
      continue;
    }
    if ((type !== "plural" && type !== "selectordinal" && type !== "select") || !cases)
      throw new Error(`message-runtime: the format "${type}" of {${name}} is not supported (Lingui's is)`);
    const offset = Number((cases as { offset?: unknown }).offset) || 0;
    const chosen = chooseCase(locale, type, value, offset, cases);
    if (chosen === undefined) continue;
    const shown = type === "select" ? undefined : countText(locale, Number(value) - offset);
    text += format(locale, chosen, values, shown);
  }
  return text;
}

interface SiteI18n {
  readonly locale: string;
  load(locale: string, messages: Messages): void;
  _(descriptor: MessageDescriptor | string, values?: Values): string;
}

/** Lingui's `setupI18n({ locale, messages })`, for one language. */
export function setupI18n({ locale, messages = {} }: { locale: string; messages?: Record<string, Messages> }) {
  const catalog: Record<string, Compiled> = { ...(messages[locale] as Record<string, Compiled> | undefined) };
  const i18n: SiteI18n = {
    locale,
    load(language, loaded) {
      if (language === locale) Object.assign(catalog, loaded);
    },
    _(descriptor, values) {
      const {
        id,
        message,
        values: own,
      } = typeof descriptor === "string" ? { id: descriptor, message: undefined, values: undefined } : descriptor;
      const compiled = catalog[id] || (message as Compiled | undefined) || id;
      const text = format(locale, compiled, own ?? values ?? {});
      return decodeEscapes(text);
    },
  };
  return i18n;
}
