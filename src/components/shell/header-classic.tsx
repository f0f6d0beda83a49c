import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { headerModel } from "../../lib/shell/header-model";
import type { NavSection } from "../../lib/shell/nav-items";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import { CallButton, headerBase, narrowOnly, phoneWide, wideOnly } from "./header-parts";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { ShellContainer, wideScreen } from "./shell-styles";

const row = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 4.5rem;
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
`;

const nav = css`
  flex: none;
  margin-left: auto;
`;

const tools = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin-left: auto;
  ${wideScreen} {
    nav + & {
      margin-left: 0.25rem;
      padding-left: 0.85rem;
      border-left: 1px solid var(--color-border);
    }
  }
`;

export interface HeaderViewProps {
  site: SiteSettings;
  section?: NavSection;
}

/** Default header: one row with the logo, navigation, phone, call to action and colour switch. */
export function ClassicHeader({ site, section }: HeaderViewProps) {
  const { items, action } = headerModel(site, "classic");
  return (
    <header css={headerBase} data-header-variant="classic">
      <ShellContainer css={row}>
        <BrandLink name={site.businessName} />
        <nav aria-label="Main" css={[nav, wideOnly]}>
          <NavLinks items={items} current={section} appearance="inline" />
        </nav>
        <div css={tools}>
          <PhoneLink phone={site.phone} caption="Call us" css={[wideOnly, phoneWide]} />
          {action && (
            <ActionLink to={action.to} css={wideOnly}>
              {action.label}
            </ActionLink>
          )}
          <ColourModeSwitch css={wideOnly} />
          <CallButton phone={site.phone} />
          <MobileMenu
            css={narrowOnly}
            items={items}
            current={section}
            businessName={site.businessName}
            phone={site.phone}
            action={action}
          />
        </div>
      </ShellContainer>
    </header>
  );
}
