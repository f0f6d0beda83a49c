import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { paymentsPath } from "../../lib/paths";
import { headerModel } from "../../lib/shell/header-model";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import type { HeaderViewProps } from "./header-classic";
import { CallButton, headerBase, narrowOnly, phoneWide, wideOnly } from "./header-parts";
import { ArrowRightIcon } from "../ui/icons";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { narrowScreen, ShellContainer } from "./shell-styles";

const strip = css`
  background: var(--color-badge-bg);
  color: var(--color-badge-text);
  border-bottom: 1px solid var(--color-border);
`;

const stripRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  flex-wrap: wrap;
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
  ${narrowScreen} {
    flex-wrap: nowrap;
    a {
      padding-left: 0.9rem;
      padding-right: 0.9rem;
      font-size: 0.875rem;
    }
  }
`;

const pitch = css`
  margin: 0;
  font-weight: 800;
  ${narrowScreen} {
    font-size: 0.875rem;
    line-height: 1.35;
  }
`;

const stripLinks = css`
  display: flex;
  align-items: center;
  gap: 1.25rem;
`;

const estimateLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  color: inherit;
  font-weight: 700;
  border-radius: 8px;
`;

const row = css`
  display: flex;
  align-items: center;
  gap: 1rem;
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
  gap: 0.75rem;
  margin-left: auto;
  nav + & {
    margin-left: 0.5rem;
  }
`;

const financingPill = css`
  padding: 0 1rem;
  margin-left: 0.25rem;
  border: 2px solid var(--color-link);
  border-radius: 999px;
  color: var(--color-link);
  &[aria-current="page"] {
    background: var(--color-action);
    border-color: var(--color-action);
    color: var(--color-on-action);
  }
  &[aria-current="page"]::after {
    display: none;
  }
`;

/** Header for dealers who sell on payments: a pre-approval strip on top, Financing always in the nav. */
export function FinancingFirstHeader({ site, section }: HeaderViewProps) {
  const { items, action } = headerModel(site, "financing-first");
  return (
    <header css={headerBase} data-header-variant="financing-first">
      <div css={strip}>
        <ShellContainer css={stripRow}>
          <p css={pitch}>
            Know your budget before you shop.
          </p>
          <div css={stripLinks}>
            <Link to={paymentsPath()} css={[estimateLink, wideOnly]}>
              Estimate your payment
              <ArrowRightIcon size={16} />
            </Link>
            {action && <ActionLink to={action.to}>{action.label}</ActionLink>}
          </div>
        </ShellContainer>
      </div>
      <ShellContainer css={row}>
        <BrandLink name={site.businessName} />
        <nav aria-label="Main" css={[nav, wideOnly]}>
          <NavLinks
            items={items}
            current={section}
            appearance="inline"
            highlight={{ section: "financing", style: financingPill }}
          />
        </nav>
        <div css={tools}>
          <PhoneLink phone={site.phone} css={[wideOnly, phoneWide]} />
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
