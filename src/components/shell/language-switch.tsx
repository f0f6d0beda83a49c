import styled from "@emotion/styled";
import React from "react";
import { LANGUAGE_NAMES } from "../../lib/i18n/language-names";
import type { Locale } from "../../lib/i18n/locale";
import { twinPath } from "../../lib/i18n/locale-paths";
import { fontSize, fontWeight, space, TOUCH_TARGET } from "../../styles/tokens";
import { useLocale } from "../i18n/locale-context";
import { ShellContainer } from "./shell-styles";

const Row = styled(ShellContainer)`
  display: flex;
  justify-content: flex-end;
  gap: ${space.md};
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET};
  padding: 0 ${space.xs};
  color: var(--color-link);
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

/**
 * Links to this page in the site's other languages, named in their own language ("Español"). A plain link, so
 * it works without JavaScript (the static HTML has the page's twin); with JavaScript, a click takes the current
 * query along, so a search on /inventory/ or a comparison stays as it is. A full page load: the new page's
 * `<html lang>` and messages come with it.
 */
export function LanguageSwitch({ languages, pathname }: { languages: readonly Locale[]; pathname: string }) {
  const locale = useLocale();
  const others = languages.filter((language) => language !== locale);
  if (others.length === 0) return null;
  return (
    <Row>
      {others.map((language) => (
        <Anchor
          key={language}
          href={twinPath(pathname, "", language)}
          hrefLang={language}
          lang={language}
          onClick={(event) => {
            event.currentTarget.href = twinPath(window.location.pathname, window.location.search, language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Anchor>
      ))}
    </Row>
  );
}
