// The pseudo-locale of a test build (docs/languages.md#the-pseudo-locale): with I18N_PSEUDO=1, every Spanish
// message and vocabulary word is pseudolocalized by Lingui ("Ćōńţàćţōś" for "Contactos"), so that on the Spanish
// pages any text the code writes without a message or a vocabulary stands out as plain ASCII letters
// (e2e/i18n-pseudo-locale.spec.ts). Build-time code only; never set for a site that is published.
import { setting } from "../settings/setting";

/** The language shown pseudolocalized in this build, if any: Spanish, the site's translated language. */
export const pseudoLocaleOfBuild = (): "es" | undefined =>
  setting(process.env, "I18N_PSEUDO") === "1" ? "es" : undefined;
