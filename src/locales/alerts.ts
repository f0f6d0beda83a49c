// The alert forms' and pages' messages (src/components/alerts, src/pages/alerts), in every language. The e-mails
// and the endpoint's answers are tables in src/lib/alerts (the function cannot read catalogs).
import { IN_PAGE_DATA, type AreaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/alerts.po";

// The Spanish messages come in the Spanish pages' data (docs/languages.md).
export const alertsCatalogs: AreaCatalogs = { en, es: IN_PAGE_DATA };
