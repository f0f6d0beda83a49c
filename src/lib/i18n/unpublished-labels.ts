// Stands in for the label tables of a language the site does not publish (`…-labels.es.ts`; the `languages`
// setting): an English-only build carries no Spanish words (gatsby/webpack/po-catalogs.ts). Its tables are
// then empty or absent, and never asked for: no page is drawn in that language (translations.ts).
const labels = {};

export default labels;
