// Spanish's words outside its catalogs, by table: the vocabularies' labels the pages draw (each table beside the
// module that reads it, as `<table>.es.ts`) and the texts of the lead and alert functions, which cannot read
// catalogs (docs/languages.md). A new language copies this file into its own folder with its own tables
// (the registry, ../texts.ts, checks that it has every one, in this shape) and adds a line there.
import alertMessages from "../../lib/alerts/alert-messages.es";
import emailText from "../../lib/alerts/email/email-text.es";
import paletteLabels from "../../lib/colors/palette-labels.es";
import featureLabels from "../../lib/content/feature-labels.es";
import openingHoursLabels from "../../lib/content/opening-hours-labels.es";
import testimonialTitleLabels from "../../lib/content/testimonial-title-labels.es";
import vehicleFieldLabels from "../../lib/content/vehicle-field-labels.es";
import warrantyLabels from "../../lib/content/warranty-labels.es";
import dateLabels from "../../lib/date-labels.es";
import formatLabels from "../../lib/format-labels.es";
import colourFamilyLabels from "../../lib/inventory/colour-family-labels.es";
import numberFilterLabels from "../../lib/inventory/number-filter-labels.es";
import sortLabels from "../../lib/inventory/sort-labels.es";
import responseMessages from "../../lib/leads/delivery/request/response-messages.es";
import fieldMessages from "../../lib/forms/field-messages.es";

const texts = {
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
};

export default texts;
