// Site settings and testimonials as page queries return them, narrowed back to the zod-validated content
// types (GraphQL turns closed lists into strings and optional objects into null). Zod-free for the browser.
import { LOCALES } from "../i18n/locale";
import { oneOf } from "./one-of";
import type { SiteSettings } from "./site-settings-schema";
import { TESTIMONIAL_TITLES, WEEK_DAYS } from "./site-fields";
import type { Testimonial } from "./testimonial-schema";

type SiteSettingsNode = Queries.SiteSettingsFieldsFragment;

/** A query's object as its content type: a null field (a Spanish twin left out) becomes an absent key. */
type NullsAbsent<T> = {
  [K in keyof T as null extends T[K] ? never : K]: T[K];
} & { [K in keyof T as null extends T[K] ? K : never]?: NonNullable<T[K]> };

/** A GraphQL record with its null fields left out, as the zod-validated content has them absent. */
function withoutNulls<T extends object>(record: T): NullsAbsent<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as NullsAbsent<T>;
}

// One result per query result, so every component reading the settings gets the same objects (stable for memo).
const settingsCache = new WeakMap<SiteSettingsNode, SiteSettings>();

export function siteSettingsOf(node: SiteSettingsNode | null): SiteSettings {
  // The schema declares siteSettings non-null, but typegen types a root field as nullable.
  if (!node) throw new Error("siteSettings: the query returned no site settings (content/site.json)");
  let settings = settingsCache.get(node);
  if (!settings) {
    const { geo, hours, historyReport, reserve, fees, languages, contact, badges, credit, ...rest } = node;
    settings = {
      // The Spanish twins (`…Es`) are null where content/site.json leaves them out.
      ...withoutNulls(rest),
      contact: withoutNulls(contact),
      badges: withoutNulls(badges),
      credit: withoutNulls(credit),
      ...(geo ? { geo } : {}),
      ...(historyReport ? { historyReport } : {}),
      ...(reserve ? { reserve: withoutNulls(reserve) } : {}),
      ...(fees ? { fees: fees.map(withoutNulls) } : {}),
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
    text: node.text,
    ...(node.textEs ? { textEs: node.textEs } : {}),
    rating,
  };
}
