import { css } from "@emotion/react";
import React from "react";
import { headerModel } from "../../lib/shell/header-model";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import type { HeaderViewProps } from "./header-classic";
import { CallButton, headerBase, narrowOnly, phoneWide, wideOnly } from "./header-parts";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { narrowScreen, ShellContainer } from "./shell-styles";

const upper = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 1rem;
  min-height: 6rem;
  padding-top: 0.75rem;
  padding-bottom: 0.75rem;
  ${narrowScreen} {
    min-height: 4.5rem;
    padding-top: 0.5rem;
    padding-bottom: 0.5rem;
  }
`;

const start = css`
  display: flex;
  align-items: center;
  justify-self: start;
`;

const end = css`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 1rem;
  justify-self: end;
`;

const brand = css`
  text-align: center;
  ${narrowScreen} {
    gap: 0.5rem;
  }
`;

const taglineWide = css`
  ${narrowScreen} {
    span > span + span {
      display: none;
    }
  }
`;

const navBar = css`
  border-top: 1px solid var(--color-border);
  background: var(--color-surface-muted);
`;

/** Two-tier header: centred name and tagline over a centred, tab-style navigation bar. */
export function CenteredHeader({ site, section }: HeaderViewProps) {
  const { items, action } = headerModel(site, "centered");
  return (
    <header css={headerBase} data-header-variant="centered">
      <ShellContainer css={upper}>
        <div css={start}>
          <PhoneLink phone={site.phone} caption="Call or text" css={wideOnly} />
          <MobileMenu
            css={narrowOnly}
            items={items}
            current={section}
            businessName={site.businessName}
            phone={site.phone}
            action={action}
          />
        </div>
        <BrandLink name={site.businessName} tagline={site.tagline} large css={[brand, taglineWide]} />
        <div css={end}>
          <ColourModeSwitch css={[wideOnly, phoneWide]} />
          {action && (
            <ActionLink to={action.to} css={wideOnly}>
              {action.label}
            </ActionLink>
          )}
          <CallButton phone={site.phone} css={narrowOnly} />
        </div>
      </ShellContainer>
      <nav aria-label="Main" css={[navBar, wideOnly]}>
        <ShellContainer>
          <NavLinks items={items} current={section} appearance="tabs" />
        </ShellContainer>
      </nav>
    </header>
  );
}
