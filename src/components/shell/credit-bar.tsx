import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { localizedField } from "../../lib/i18n/localized-text";
import { onShellFocus, shellContainer } from "./shell-styles";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const bar = css`
  background: var(--color-credit);
  color: var(--color-on-credit);
  font-size: ${fontSize.xs};
  ${onShellFocus};
  a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space["2xs"]} ${space.xl};
  padding-top: ${space.lg};
  padding-bottom: ${space.lg};
  p {
    margin: 0;
  }
`;

/** Last line of every page: copyright year and business name, and the web vendor's credit. */
export function CreditBar({ site, year }: { site: Pick<SiteSettings, "businessName" | "credit">; year: number }) {
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();
  const business = site.businessName;
  return (
    <aside css={bar} data-shell="credit-bar" aria-label={i18n._(msg`Site credits`)}>
      <div css={[shellContainer, row]}>
        <p>{i18n._(msg`© ${year} ${business}. All rights reserved.`)}</p>
        <p>
          {i18n._(msg`Website by`)}{" "}
          <a href={site.credit.vendorUrl} target="_blank" rel="noopener noreferrer">
            {site.credit.vendorName}
            <span className="visually-hidden"> {i18n._(msg`(opens in a new tab)`)}</span>
          </a>{" "}
          <LocalizedSpan text={localizedField(site.credit.location, locale)} />
        </p>
      </div>
    </aside>
  );
}
