import type { Messages } from "@lingui/core";
import React from "react";
import { loadMessages } from "../../lib/i18n/catalogs";
import { loadTextTables } from "../../lib/i18n/text-tables";
import { localeOfPath } from "../../lib/i18n/locale-paths";
import { LocaleProvider, PagePathProvider } from "./locale-context";

interface PageTranslations {
  messages?: Messages;
  labels?: Record<string, Record<string, unknown>>;
}

/** A template of many pages queries its translations as `translations` (gatsby/pages/shared-page-translations.ts). */
function queriedTranslations(data: unknown): PageTranslations | undefined {
  if (typeof data !== "object" || data === null || !("translations" in data)) return undefined;
  return (data as { translations: PageTranslations | null }).translations ?? undefined;
}

/**
 * Every page in its language, told by its path (`/es/…` is Spanish), and its path: gatsby-ssr's and
 * gatsby-browser's wrapPageElement, so the static HTML and the hydrated page agree without a locale in each
 * page's context. A page in another language than English brings its messages and its vocabularies' text tables
 * in its context (`messages`, `labels`: gatsby/pages/page-messages.ts) or, for a vehicle page, in its query's
 * `translations` (gatsby/pages/shared-page-translations.ts), loaded here before the page and the
 * shell's slices inside it render, in the static HTML as in the browser (the first load and every move).
 */
export function withPageLocale({
  element,
  props,
}: {
  element: React.ReactNode;
  props: {
    location: { pathname: string };
    pageContext?: PageTranslations;
    data?: unknown;
  };
}) {
  const { pathname } = props.location;
  const locale = localeOfPath(pathname);
  const { messages, labels } = queriedTranslations(props.data) ?? props.pageContext ?? {};
  if (messages) loadMessages(locale, messages);
  if (labels) loadTextTables(labels);
  return (
    <LocaleProvider value={locale}>
      <PagePathProvider value={pathname}>{element}</PagePathProvider>
    </LocaleProvider>
  );
}
