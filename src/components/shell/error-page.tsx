import { css } from "@emotion/react";
import { Link } from "gatsby";
import React from "react";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { ArrowRightIcon, PhoneIcon } from "../ui/icons";
import { actionButton, ShellContainer } from "./shell-styles";

const wrap = css`
  padding-top: clamp(3rem, 10vw, 6rem);
  padding-bottom: clamp(3rem, 10vw, 6rem);
  max-width: 44rem;
  text-align: center;
`;

const code = css`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: var(--color-link);
`;

const title = css`
  margin: 0 0 1rem;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  line-height: 1.15;
  letter-spacing: -0.01em;
`;

const lead = css`
  margin: 0 auto 2rem;
  max-width: 34rem;
  font-size: 1.125rem;
  color: var(--color-text-muted);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1.5rem;
  align-items: center;
`;

const secondary = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  font-weight: 700;
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
  return (
    <ShellContainer css={wrap}>
      <p css={code}>{label}</p>
      <h1 css={title}>{heading}</h1>
      <p css={lead}>{message}</p>
      <div css={actions}>
        <Link to={ROUTES.inventory} css={actionButton}>
          Browse our inventory
          <ArrowRightIcon size={18} />
        </Link>
        <Link to={ROUTES.home} css={secondary}>
          Go to the home page
        </Link>
        <a href={telHref(phone)} css={secondary}>
          <PhoneIcon size={18} />
          Call us at {phone}
        </a>
      </div>
    </ShellContainer>
  );
}
