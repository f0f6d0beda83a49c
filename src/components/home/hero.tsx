import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { buttonBase } from "../forms/form-styles";

const heroStyle = css`
  background: linear-gradient(135deg, var(--color-brand) 0%, var(--color-credit) 100%);
  color: var(--color-on-brand);
`;

const innerStyle = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 3rem 1rem 3.25rem;
  @media (min-width: 48rem) {
    padding: 4.5rem 1.5rem;
  }
  & h1 {
    margin: 0;
    font-size: clamp(2.1rem, 7vw, 3.4rem);
    line-height: 1.1;
    letter-spacing: -0.01em;
  }
  & p {
    margin: 0.85rem 0 0;
    max-width: 36rem;
    font-size: clamp(1.1rem, 3.2vw, 1.35rem);
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.75rem;
`;

// On the brand background: a white button with brand text, and an outlined one.
const onBrandPrimary = css`
  ${buttonBase};
  background: var(--color-on-brand);
  color: var(--color-brand);
  border: 2px solid var(--color-on-brand);
  font-size: 1.1rem;
`;

const onBrandSecondary = css`
  ${buttonBase};
  background: transparent;
  color: var(--color-on-brand);
  border: 2px solid var(--color-on-brand);
  font-size: 1.1rem;
`;

export function Hero({ businessName, tagline, callToAction }: { businessName: string; tagline: string; callToAction: string }) {
  return (
    <div css={heroStyle}>
      <div css={innerStyle}>
        <h1 id="home-heading">{businessName}</h1>
        <p>{tagline}</p>
        <div css={actions}>
          <Link to={ROUTES.financing} css={onBrandPrimary}>
            {callToAction}
          </Link>
          <Link to={ROUTES.inventory} css={onBrandSecondary}>
            Browse inventory
          </Link>
        </div>
      </div>
    </div>
  );
}
