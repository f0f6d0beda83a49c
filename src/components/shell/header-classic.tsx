import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { LotSummary } from "../../lib/locations/lot";
import { headerModel } from "../../lib/shell/header-model";
import type { NavSection } from "../../lib/shell/nav-items";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { headerBase, HeaderEndTools, headerNav, headerRow, phoneWide, wideOnly } from "./header-parts";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { headerAbove, shellContainer } from "./shell-styles";
import { space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const tools = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-left: auto;
  ${headerAbove(
    "nav",
    `nav + & {
      margin-left: ${space["2xs"]};
      padding-left: ${space.md};
      border-left: 1px solid var(--color-border);
    }`,
  )}
`;

export interface HeaderViewProps {
  site: SiteSettings;
  section?: NavSection;
  /** A dealer group's lots (two or more): the navigation links them. */
  lots?: LotSummary[];
}

/** Default header: one row with the logo, navigation, phone, call to action and colour switch. */
export function ClassicHeader({ site, section, lots }: HeaderViewProps) {
  const i18n = useI18n(shellCatalogs);
  const { items, action } = headerModel(site, "classic", useLocale(), lots);
  return (
    <header css={headerBase} data-header-variant="classic">
      <div css={[shellContainer, headerRow]}>
        <BrandLink name={site.businessName} shortName={site.shortName} />
        <nav aria-label={i18n._(msg`Main`)} css={[headerNav, wideOnly]}>
          <NavLinks items={items} current={section} appearance="inline" />
        </nav>
        <div css={tools}>
          <PhoneLink
            phone={site.phone}
            caption={i18n._(msg({ message: "Call us", context: "a caption above the phone number" }))}
            css={[wideOnly, phoneWide]}
          />
          {action && (
            <ActionLink to={action.to} css={wideOnly}>
              <LocalizedSpan text={action.label} />
            </ActionLink>
          )}
          <HeaderEndTools site={site} items={items} section={section} action={action} />
        </div>
      </div>
    </header>
  );
}
