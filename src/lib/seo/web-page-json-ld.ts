// schema.org `WebPage` for a page's language. The site's other blocks cannot say it: `inLanguage` belongs to
// CreativeWork (WebPage, WebSite, VideoObject ...), not to Organization (the AutoDealer) or Product (the Car).
import { intlLocaleOf, type Locale } from "../i18n/locale";

export interface WebPageJsonLdInput {
  /** The page's canonical URL. */
  url: string;
  /** The page's full title, as in `<title>`. */
  name: string;
  locale: Locale;
}

export function webPageJsonLd({ url, name, locale }: WebPageJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    inLanguage: intlLocaleOf(locale),
  };
}
