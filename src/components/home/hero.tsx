import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { LocalizedText } from "../../lib/i18n/localized-text";
import { ROUTES } from "../../lib/paths";
import { above, fontSize, lineHeight, space } from "../../styles/tokens";
import { ButtonLink } from "../ui/button";
import { contentEdges } from "../ui/page-container";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";

const heroStyle = css`
  background: linear-gradient(135deg, var(--color-brand) 0%, var(--color-credit) 100%);
  color: var(--color-on-brand);
  /* The page's orange ring is 1.8:1 on the brand blue in light mode; the shell's yellow stands out. */
  & a:focus-visible {
    outline-color: var(--color-focus-on-shell);
  }
`;

const innerStyle = css`
  ${contentEdges};
  padding-top: ${space["3xl"]};
  padding-bottom: ${space["3xl"]};
  ${above("md")} {
    padding-top: ${space["4xl"]};
    padding-bottom: ${space["4xl"]};
  }
  & h1 {
    margin: 0;
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    letter-spacing: -0.01em;
  }
  & p {
    margin: ${space.md} 0 0;
    max-width: 36rem;
    font-size: clamp(${fontSize.lg}, 3.2vw, ${fontSize["2xl"]});
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space["2xl"]};
`;

export function Hero({
  businessName,
  tagline,
  callToAction,
}: {
  businessName: string;
  /** Staff-written, in the page's language where written (localizedField). */
  tagline: LocalizedText;
  callToAction: LocalizedText;
}) {
  const i18n = useI18n(homeCatalogs);
  return (
    <div css={heroStyle}>
      <div css={innerStyle}>
        <h1 id="home-heading">{businessName}</h1>
        <p>
          <LocalizedSpan text={tagline} />
        </p>
        <div css={actions}>
          <ButtonLink to={ROUTES.financing} variant="on-brand" size="large" cta>
            <LocalizedSpan text={callToAction} />
          </ButtonLink>
          <ButtonLink to={ROUTES.inventory} variant="on-brand-outline" size="large">
            {i18n._(msg`Browse inventory`)}
          </ButtonLink>
          <ButtonLink to={ROUTES.tradeIn} variant="on-brand-outline" size="large">
            {i18n._(msg`Value your trade-in`)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
