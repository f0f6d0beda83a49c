import type { I18n } from "@lingui/core";
import { i18nFor } from "../../lib/i18n/catalogs";
import type { Locale } from "../../lib/i18n/locale";
import { leadsCatalogs } from "../../locales/leads";
import { useLocale } from "../i18n/locale-context";

/**
 * A lead form's language and its messages: the `locale` the form was given, else the page's. (The forms took
 * a `locale` prop before pages had a language context; both still work, the prop winning.)
 */
export function useFormI18n(locale?: Locale): { locale: Locale; i18n: I18n } {
  const pageLocale = useLocale();
  const chosen = locale ?? pageLocale;
  return { locale: chosen, i18n: i18nFor(chosen, leadsCatalogs) };
}
