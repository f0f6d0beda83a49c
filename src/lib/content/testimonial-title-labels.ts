// A testimonial's title (a closed list, TESTIMONIAL_TITLES) as the home page shows it in each language. The
// Spanish words are in `src/locales/es/testimonial-title-labels.ts`, which English-only builds leave out.
import type { Locale } from "../i18n/locale";
import { textTable, translated, translationsOf, type Translations } from "../i18n/text-tables";
import type { TESTIMONIAL_TITLES } from "./site-fields";

interface TestimonialTitleLabels {
  titles: Record<(typeof TESTIMONIAL_TITLES)[number], string>;
}

declare module "../i18n/text-tables" {
  interface TextTables {
    "testimonial-title-labels": TestimonialTitleLabels;
  }
}

type TestimonialTitle = (typeof TESTIMONIAL_TITLES)[number];

const TITLE_LABELS: Translations<TestimonialTitle> = translationsOf(
  textTable("testimonial-title-labels"),
  (labels) => labels.titles,
);

export function testimonialTitleLabel(title: TestimonialTitle, locale: Locale): string {
  return translated(TITLE_LABELS, title, locale);
}
