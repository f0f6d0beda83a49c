import React from "react";
import { localeOfPath } from "../../lib/i18n/locale-paths";
import { LocaleProvider } from "./locale-context";

/**
 * Every page in its language, told by its path (`/es/…` is Spanish): gatsby-ssr's and gatsby-browser's
 * wrapPageElement, so the static HTML and the hydrated page agree without a locale in each page's context.
 */
export function withPageLocale({
  element,
  props,
}: {
  element: React.ReactNode;
  props: { location: { pathname: string } };
}) {
  return <LocaleProvider value={localeOfPath(props.location.pathname)}>{element}</LocaleProvider>;
}
