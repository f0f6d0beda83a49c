// Stands in for language-switch.tsx on a site in one language (the `languages` setting), where the switch
// shows nothing: its code stays out of every page's JavaScript (gatsby/webpack/po-catalogs.ts).
export function LanguageSwitch() {
  return null;
}
