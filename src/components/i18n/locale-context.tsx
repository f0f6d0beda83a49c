import type { I18n } from "@lingui/core";
import { createContext, useContext } from "react";
import { i18nFor, type AreaCatalogs } from "../../lib/i18n/catalogs";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";

// The language of the page being drawn. Pages get it from their path (gatsby-ssr/-browser's wrapPageElement:
// page-locale.tsx), the shell's slices from their slice context: slices are drawn apart from the page.
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale => useContext(LocaleContext);

// The path of the page being drawn, in the static HTML as in the browser (the language switch links to its twin).
const PagePathContext = createContext<string>("/");

export const PagePathProvider = PagePathContext.Provider;

export const usePagePath = (): string => useContext(PagePathContext);

/** The page language's Lingui instance, with the calling area's messages: `i18n._(msg\`Menu\`)`. */
export const useI18n = (catalogs: AreaCatalogs): I18n => i18nFor(useLocale(), catalogs);
