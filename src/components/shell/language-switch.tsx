import { css } from "@emotion/react";
import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { siteLanguagesOf } from "../../lib/content/site-languages";
import { languageOf } from "../../lib/i18n/locale";
import { twinPath } from "../../lib/i18n/locale-paths";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { shellCatalogs } from "../../locales/shell";
import { useI18n, useLocale, usePagePath } from "../i18n/locale-context";
import { shellContainer } from "./shell-styles";

const rowStyle = css`
  display: flex;
  justify-content: flex-end;
  gap: ${space.md};
`;

const anchorStyle = css`
  display: inline-flex;
  align-items: center;
  /* A slim band above the page: 32 px is above WCAG 2.2's 24 px target size, and the only control in its row. */
  min-height: 32px;
  padding: 0 ${space.sm};
  color: var(--color-link);
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

/**
 * Links to this page in the site's other languages (the `languages` setting), each named in its own language
 * ("Español"). A plain link, so it works without JavaScript: the static HTML has the page's twin; with
 * JavaScript a click takes the current query along (a search on /inventory/, a comparison). A full page load,
 * so the twin's `<html lang>` and messages come with it. Nothing on an English-only site.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const i18n = useI18n(shellCatalogs);
  const pathname = usePagePath();
  const others = siteLanguagesOf(useSiteSettings().languages).filter((language) => language !== locale);
  if (others.length === 0) return null;
  // A landmark of its own: a screen reader lists it beside the main navigation, and no content is outside one.
  return (
    <nav css={[shellContainer, rowStyle]} aria-label={i18n._(msg`Language`)}>
      {others.map((language) => (
        <a
          css={anchorStyle}
          key={language}
          href={twinPath(pathname, "", language)}
          hrefLang={language}
          lang={language}
          onClick={(event) => {
            event.currentTarget.href = twinPath(window.location.pathname, window.location.search, language);
          }}
        >
          {languageOf(language).name}
        </a>
      ))}
    </nav>
  );
}
