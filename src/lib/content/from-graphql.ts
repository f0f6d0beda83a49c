// Site settings and testimonials as page queries return them, narrowed back to the zod-validated content
// types (GraphQL turns closed lists into strings and optional objects into null). Zod-free for the browser. In every
// page's JavaScript (gatsby-browser.tsx): the lender platform setting, which few pages use, is not among these
// settings but queried by those pages (src/hooks/use-credit-application.ts).
import { LOCALES } from "../i18n/locale";
import { oneOf } from "./one-of";
import type { SiteSettings } from "./site-settings-schema";
import { TESTIMONIAL_TITLES, WEEK_DAYS } from "./site-fields";
import type { Testimonial } from "./testimonial-schema";

type SiteSettingsNode = Queries.SiteSettingsFieldsFragment;

/**
 * A query's object as its content type: a null field (a language left out, an optional object) becomes an absent
 * key, and a list is a list as the content's (typegen marks a query's lists read-only; they are plain arrays).
 */
type NullsAbsent<T> = {
  [K in keyof T as null extends T[K] ? never : K]: AsList<T[K]>;
} & { [K in keyof T as null extends T[K] ? K : never]?: AsList<NonNullable<T[K]>> };
type AsList<V> = V extends ReadonlyArray<infer Item> ? Item[] : V;

/** A GraphQL record with its null fields left out, as the zod-validated content has them absent. */
function withoutNulls<T extends object>(record: T): NullsAbsent<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as NullsAbsent<T>;
}

/** A text by language as a query returns it (null for a language left out), as the content has it. */
const textsOf = <T extends { readonly en: string }>(texts: T) => withoutNulls(texts);

/** The same for every text of an object whose fields are all texts by language (the badge labels, the headings). */
function textFieldsOf<T extends Record<string, { readonly en: string }>>(
  record: T,
): { [K in keyof T]: NullsAbsent<T[K]> } {
  const entries = Object.entries(record).map(([key, texts]) => [key, textsOf(texts)]);
  return Object.fromEntries(entries) as { [K in keyof T]: NullsAbsent<T[K]> };
}

// One result per query result, so every component reading the settings gets the same objects (stable for memo).
const settingsCache = new WeakMap<SiteSettingsNode, SiteSettings>();

export function siteSettingsOf(node: SiteSettingsNode | null): SiteSettings {
  // The schema declares siteSettings non-null, but typegen types a root field as nullable.
  if (!node) throw new Error("siteSettings: the query returned no site settings (content/site.json)");
  let settings = settingsCache.get(node);
  if (!settings) {
    const { geo, hours, historyReport, reserve, fees, languages, contact, badges, credit, ...rest } = node;
    const { tagline, description, callToAction, ...plain } = rest;
    settings = {
      // The reviews among them as they come: their site a GraphQL enum, each with its line in every language written
      // at build (review-lines.ts), whose languages' nulls the page reads as missing.
      ...withoutNulls(plain),
      // Each text's languages are null where content/site.json leaves them out.
      tagline: textsOf(tagline),
      description: textsOf(description),
      callToAction: textsOf(callToAction),
      contact: textFieldsOf(contact),
      badges: textFieldsOf(badges),
      credit: { ...credit, location: textsOf(credit.location) },
      ...(geo ? { geo } : {}),
      ...(historyReport ? { historyReport } : {}),
      ...(reserve ? { reserve: { ...reserve, label: textsOf(reserve.label), deposit: textsOf(reserve.deposit) } } : {}),
      ...(fees ? { fees: fees.map((fee) => ({ ...fee, name: textsOf(fee.name) })) } : {}),
      languages: languages.map((language) => oneOf(LOCALES, language, "site settings languages")),
      hours: hours.map(({ day, hours: open }) => ({
        day: oneOf(WEEK_DAYS, day, "site settings hours day"),
        hours: open,
      })),
    };
    settingsCache.set(node, settings);
  }
  return settings;
}

export function testimonialOf(node: Queries.HomePageQuery["allTestimonial"]["nodes"][number]): Testimonial {
  const rating = node.rating === 4 || node.rating === 5 ? node.rating : undefined;
  if (rating === undefined)
    throw new Error(`testimonial by ${node.name}: unexpected rating ${node.rating} (expected 4 or 5)`);
  return {
    name: node.name,
    title: oneOf(TESTIMONIAL_TITLES, node.title, "testimonial title"),
    text: textsOf(node.text),
    rating,
  };
}
