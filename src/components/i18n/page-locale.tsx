import React from "react";
import { localeOfPath } from "../../lib/i18n/locale-paths";
import { LocaleProvider, PagePathProvider } from "./locale-context";

/**
 * Every page in its language, told by its path (`/es/…` is Spanish), and its path: gatsby-ssr's and
 * gatsby-browser's wrapPageElement, so the static HTML and the hydrated page agree without a locale in each
 * page's context.
 */
export function withPageLocale({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { location: { pathname: string } };
}) {
  const { pathname } = props.location;
  return (
    <LocaleProvider value={localeOfPath(pathname)}>
      <PagePathProvider value={pathname}>{element}</PagePathProvider>
    </LocaleProvider>
  );
}
