// Stands in for a language's text tables (`src/locales/es/text-tables.ts`) when the site does not publish it (the
// `languages` setting): an English-only build carries no Spanish words (gatsby/webpack/po-catalogs.ts). Its
// tables are then absent, and never asked for: no page is drawn in that language (src/locales/text-tables.ts).
const labels = {};

export default labels;
