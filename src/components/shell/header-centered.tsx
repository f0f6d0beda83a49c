import { css } from "@emotion/react";
import React from "react";
import { localizedField } from "../../lib/i18n/localized-text";
import { headerModel } from "../../lib/shell/header-model";
import { ActionLink } from "./action-link";
import { BrandLink } from "./brand-link";
import { ColourModeSwitch } from "./colour-mode-switch";
import type { HeaderViewProps } from "./header-classic";
import { CallButton, headerBase, narrowOnly, wideOnly, SiteMenu } from "./header-parts";
import { SavedLink } from "../saved/saved-link";
import { NavLinks } from "./nav-links";
import { PhoneLink } from "./phone-link";
import { headerBelow, shellContainer } from "./shell-styles";
import { space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const upper = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${space.lg};
  min-height: 6rem;
  padding-top: ${space.md};
  padding-bottom: ${space.md};
  /* The Menu button and the two icons are not as wide as each other: the name takes what is left. */
  ${headerBelow(
    "nav",
    `grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${space.sm};
    min-height: 4.5rem;
    padding-top: ${space.sm};
    padding-bottom: ${space.sm};`,
  )}
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
  gap: ${space.lg};
  justify-self: end;
  ${headerBelow("nav", `gap: ${space.sm};`)}
`;

const brand = css`
  justify-self: center;
  text-align: center;
  ${headerBelow("nav", `gap: ${space.sm};`)}
`;

const navRow = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
`;

const navBar = css`
  border-top: 1px solid var(--color-border);
  background: var(--color-surface-muted);
`;

/** Two-tier header: centred name and tagline over a centred, tab-style navigation bar. */
export function CenteredHeader({ site, section, lots }: HeaderViewProps) {
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();
  const { items, action } = headerModel(site, "centered", locale, lots);
  return (
    <header css={headerBase} data-header-variant="centered">
      <div css={[shellContainer, upper]}>
        <div css={start}>
          <PhoneLink
            phone={site.phone}
            caption={i18n._(msg({ message: "Call or text", context: "a caption above the phone number" }))}
            css={wideOnly}
          />
          <SiteMenu site={site} items={items} section={section} action={action} />
        </div>
        <BrandLink
          name={site.businessName}
          shortName={site.shortName}
          tagline={localizedField(site.tagline, locale)}
          large
          css={brand}
        />
        <div css={end}>
          {action && (
            <ActionLink to={action.to} css={wideOnly}>
              <LocalizedSpan text={action.label} />
            </ActionLink>
          )}
          <SavedLink />
          <CallButton phone={site.phone} css={narrowOnly} />
        </div>
      </div>
      <div css={[navBar, wideOnly]}>
        <div css={[shellContainer, navRow]}>
          <nav aria-label={i18n._(msg`Main`)} css={{ gridColumn: 2 }}>
            <NavLinks items={items} current={section} appearance="tabs" />
          </nav>
          <ColourModeSwitch css={{ justifySelf: "end" }} />
        </div>
      </div>
    </header>
  );
}
