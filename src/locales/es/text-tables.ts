// Spanish's words outside its catalogs, by table: the vocabularies' labels the pages draw and the texts of the lead
// and alert functions, which cannot read catalogs (docs/languages.md), each a file of this folder. A new language
// copies this folder; the compiler then names every table, key or plural form it lacks (`LanguageTables`: every
// table, in the shape the code that reads it declares).
import alertMessages from "./alert-messages";
import emailText from "./email-text";
import paletteLabels from "./palette-labels";
import featureLabels from "./feature-labels";
import openingHoursLabels from "./opening-hours-labels";
import testimonialTitleLabels from "./testimonial-title-labels";
import vehicleFieldLabels from "./vehicle-field-labels";
import warrantyLabels from "./warranty-labels";
import dateLabels from "./date-labels";
import formatLabels from "./format-labels";
import colourFamilyLabels from "./colour-family-labels";
import numberFilterLabels from "./number-filter-labels";
import sortLabels from "./sort-labels";
import responseMessages from "./response-messages";
import fieldMessages from "./field-messages";
import type { LanguageTables } from "../../lib/i18n/text-tables";

const tables = {
  "palette-labels": paletteLabels,
  "feature-labels": featureLabels,
  "opening-hours-labels": openingHoursLabels,
  "testimonial-title-labels": testimonialTitleLabels,
  "vehicle-field-labels": vehicleFieldLabels,
  "warranty-labels": warrantyLabels,
  "date-labels": dateLabels,
  "format-labels": formatLabels,
  "colour-family-labels": colourFamilyLabels,
  "number-filter-labels": numberFilterLabels,
  "sort-labels": sortLabels,
  // The functions' (never a page's: no page module asks for them).
  "field-messages": fieldMessages,
  "response-messages": responseMessages,
  "alert-messages": alertMessages,
  "email-text": emailText,
} satisfies LanguageTables;

export default tables;
