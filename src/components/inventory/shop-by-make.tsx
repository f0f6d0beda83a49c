import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React, { memo } from "react";
import { makeListPath, ROUTES } from "../../lib/paths";
import { inventoryCatalogs } from "../../locales/inventory";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { inlineList } from "../ui/layout";
import { SiteLink } from "../i18n/site-link";

const makesStyle = css`
  margin-top: ${space["2xl"]};
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.lg};
  }
  ul {
    ${inlineList(space.sm)};
  }
  a {
    display: inline-flex;
    min-height: ${TOUCH_TARGET};
    align-items: center;
    padding: 0 ${space.md};
    border: 1px solid var(--color-text-muted);
    border-radius: ${radius.pill};
    background: var(--color-surface);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-link);
  }
  a[aria-current="page"] {
    border-color: var(--color-action);
    font-weight: ${fontWeight.bold};
  }
`;

/**
 * Links to each make's list pages: crawlable, and the way to browse without JavaScript. Memoised: it sits
 * under /inventory/'s search, which renders again on every change (dozens of links).
 */
export const ShopByMake = memo(function ShopByMake({
  makes,
  currentMake,
}: {
  makes: readonly string[];
  currentMake?: string;
}) {
  const i18n = useI18n(inventoryCatalogs);
  if (makes.length === 0) return null;
  return (
    <nav css={makesStyle} aria-labelledby="shop-by-make">
      <h2 id="shop-by-make">{i18n._(msg`Shop by make`)}</h2>
      <ul>
        {currentMake && (
          <li>
            <SiteLink to={ROUTES.vehicles}>{i18n._(msg`All makes`)}</SiteLink>
          </li>
        )}
        {makes.map((make) => (
          <li key={make}>
            <SiteLink to={makeListPath(make)} aria-current={make === currentMake ? "page" : undefined}>
              {make}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
