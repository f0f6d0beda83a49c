// A testimonial's title (a closed list, TESTIMONIAL_TITLES) as the home page shows it in each language. The
// Spanish words are in testimonial-title-labels.es.ts, which English-only builds leave out (i18n/translations.ts).
import type { Locale } from "../i18n/locale";
import { textTable, translated, translationsOf, type Translations } from "../i18n/translations";
import type { TESTIMONIAL_TITLES } from "./site-fields";

type TestimonialTitle = (typeof TESTIMONIAL_TITLES)[number];

const TITLE_LABELS: Translations<TestimonialTitle> = translationsOf(
  textTable("testimonial-title-labels"),
  (labels) => labels.titles,
);

export function testimonialTitleLabel(title: TestimonialTitle, locale: Locale): string {
  return translated(TITLE_LABELS, title, locale);
}
