import { css } from "@emotion/react";
import React from "react";
import { paymentsPath } from "../../lib/paths";
import { headerModel } from "../../lib/shell/header-model";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import type { HeaderViewProps } from "./header-classic";
import { headerBase, HeaderEndTools, headerNav, headerRow, phoneWide, wideOnly } from "./header-parts";
import { ArrowRightIcon } from "../ui/icons";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { headerBelow, shellContainer } from "./shell-styles";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { row } from "../ui/layout";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";
import { SiteLink } from "../i18n/site-link";

const strip = css`
  background: var(--color-badge-bg);
  color: var(--color-badge-text);
  border-bottom: 1px solid var(--color-border);
`;

const stripRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md} ${space.xl};
  flex-wrap: wrap;
  padding-top: ${space.sm};
  padding-bottom: ${space.sm};
  ${headerBelow(
    "nav",
    `flex-wrap: nowrap;
    a {
      padding-left: ${space.lg};
      padding-right: ${space.lg};
      font-size: ${fontSize.sm};
    }`,
  )}
`;

const pitch = css`
  margin: 0;
  font-weight: ${fontWeight.heavy};
  ${headerBelow(
    "nav",
    `font-size: ${fontSize.sm};
    line-height: 1.35;`,
  )}
`;

const stripLinks = row(space.xl);

const estimateLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${TOUCH_TARGET};
  color: inherit;
  font-weight: ${fontWeight.bold};
  border-radius: ${radius.md};
`;

const rowGap = css`
  gap: ${space.lg};
`;

const tools = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-left: auto;
  nav + & {
    margin-left: ${space.sm};
  }
`;

const financingPill = css`
  padding: 0 ${space.lg};
  margin-left: ${space["2xs"]};
  border: 2px solid var(--color-link);
  border-radius: ${radius.pill};
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
export function FinancingFirstHeader({ site, section, lots }: HeaderViewProps) {
  const i18n = useI18n(shellCatalogs);
  const { items, action } = headerModel(site, "financing-first", useLocale(), lots);
  return (
    <header css={headerBase} data-header-variant="financing-first">
      <div css={strip}>
        <div css={[shellContainer, stripRow]}>
          <p css={pitch}>{i18n._(msg`Know your budget before you shop.`)}</p>
          <div css={stripLinks}>
            <SiteLink to={paymentsPath()} css={[estimateLink, wideOnly]}>
              {i18n._(msg`Estimate your payment`)}
              <ArrowRightIcon size={16} />
            </SiteLink>
            {action && (
              <ActionLink to={action.to}>
                <LocalizedSpan text={action.label} />
              </ActionLink>
            )}
          </div>
        </div>
      </div>
      <div css={[shellContainer, headerRow, rowGap]}>
        <BrandLink name={site.businessName} shortName={site.shortName} />
        <nav aria-label={i18n._(msg`Main`)} css={[headerNav, wideOnly]}>
          <NavLinks
            items={items}
            current={section}
            appearance="inline"
            highlight={{ section: "financing", style: financingPill }}
          />
        </nav>
        <div css={tools}>
          <PhoneLink phone={site.phone} css={[wideOnly, phoneWide]} />
          <HeaderEndTools site={site} items={items} section={section} action={action} />
        </div>
      </div>
    </header>
  );
}
