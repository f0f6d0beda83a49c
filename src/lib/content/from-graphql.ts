// Site settings and testimonials as page queries return them, narrowed back to the zod-validated content
// types (GraphQL turns closed lists into strings and optional objects into null). Zod-free for the browser.
import { LOCALES } from "../i18n/locale";
import { oneOf } from "./one-of";
import type { SiteSettings } from "./site-settings-schema";
import { TESTIMONIAL_TITLES, WEEK_DAYS } from "./site-fields";
import type { Testimonial } from "./testimonial-schema";

type SiteSettingsNode = Queries.SiteSettingsFieldsFragment;

// One result per query result, so every component reading the settings gets the same objects (stable for memo).
const settingsCache = new WeakMap<SiteSettingsNode, SiteSettings>();

export function siteSettingsOf(node: SiteSettingsNode | null): SiteSettings {
  // The schema declares siteSettings non-null, but typegen types a root field as nullable.
  if (!node) throw new Error("siteSettings: the query returned no site settings (content/site.json)");
  let settings = settingsCache.get(node);
  if (!settings) {
    const { geo, hours, historyReport, reserve, fees, languages, taglineEs, ...rest } = node;
    settings = {
      ...rest,
      ...(geo ? { geo } : {}),
      ...(taglineEs ? { taglineEs } : {}),
      ...(historyReport ? { historyReport } : {}),
      ...(reserve ? { reserve } : {}),
      ...(fees ? { fees: [...fees] } : {}),
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
    rating,
  };
}
