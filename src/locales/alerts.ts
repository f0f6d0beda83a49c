// The alert forms' and pages' messages (src/components/alerts, src/pages/alerts), in every language. The e-mails
// and the endpoint's answers are tables in src/lib/alerts (the function cannot read catalogs).
import { areaCatalogs } from "../lib/i18n/catalogs";
import { messages as en } from "./en/alerts.po";

export const alertsCatalogs = areaCatalogs(en);
