import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { ArrowRightIcon, PhoneIcon } from "../ui/icons";
import { fontSize, fontWeight, lineHeight, MEASURE, space, TOUCH_TARGET } from "../../styles/tokens";
import { ButtonLink } from "../ui/button";
import { shellContainer } from "./shell-styles";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";
import { SiteLink } from "../i18n/site-link";

const wrap = css`
  padding-top: clamp(3rem, 10vw, 6rem);
  padding-bottom: clamp(3rem, 10vw, 6rem);
  max-width: 44rem;
  text-align: center;
`;

const code = css`
  margin: 0 0 ${space.sm};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.heavy};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: var(--color-link);
`;

const title = css`
  margin: 0 0 ${space.lg};
  font-size: ${fontSize.h1};
  line-height: ${lineHeight.tight};
  letter-spacing: -0.01em;
`;

const lead = css`
  margin: 0 auto ${space["2xl"]};
  max-width: ${MEASURE};
  font-size: ${fontSize.lg};
  color: var(--color-text-muted);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md} ${space.xl};
  align-items: center;
`;

const secondary = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: ${TOUCH_TARGET};
  font-weight: ${fontWeight.bold};
`;

export interface ErrorPageProps {
  /** "Error 404" / "Error 500", shown above the heading. */
  code: string;
  heading: string;
  message: string;
  phone: string;
}

/** Body of the 404 and 500 pages: what happened, the way back to the inventory, and the phone number. */
export function ErrorPage({ code: label, heading, message, phone }: ErrorPageProps) {
  const i18n = useI18n(shellCatalogs);
  return (
    <div css={[shellContainer, wrap]}>
      <p css={code}>{label}</p>
      <h1 css={title}>{heading}</h1>
      <p css={lead}>{message}</p>
      <div css={actions}>
        <ButtonLink to={ROUTES.inventory}>
          {i18n._(msg`Browse our inventory`)}
          <ArrowRightIcon size={18} />
        </ButtonLink>
        <SiteLink to={ROUTES.home} css={secondary}>
          {i18n._(msg`Go to the home page`)}
        </SiteLink>
        <a href={telHref(phone)} css={secondary}>
          <PhoneIcon size={18} />
          {i18n._(msg`Call us at ${phone}`)}
        </a>
      </div>
    </div>
  );
}
