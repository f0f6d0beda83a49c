import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { telHref } from "../lib/format";
import { ROUTES } from "../lib/paths";
import { pagesCatalogs } from "../locales/pages";
import { useI18n } from "./i18n/locale-context";
import { useSitePath } from "./i18n/site-link";
import { fontSize, fontWeight, GUTTER, lineHeight, NARROW_MAX_WIDTH, space } from "../styles/tokens";
import { ButtonAnchor } from "./ui/button";

const offlineStyle = css`
  max-width: ${NARROW_MAX_WIDTH};
  margin: 0 auto;
  padding: ${space["3xl"]} ${GUTTER} ${space["4xl"]};
  text-align: center;

  h1 {
    font-size: ${fontSize.h1};
    line-height: ${lineHeight.tight};
    margin: 0 0 ${space.lg};
  }

  p {
    color: var(--color-text-muted);
    margin: 0 0 ${space.xl};
  }
`;

const linksStyle = css`
  display: flex;
  gap: ${space.xl};
  justify-content: center;
  flex-wrap: wrap;

  a {
    font-weight: ${fontWeight.medium};
  }
`;

export interface OfflineMessageProps {
  businessName: string;
  phone: string;
}

/**
 * What a shopper sees offline on a page this device has not saved. Works without JavaScript: the
 * service worker serves it as static HTML, "Try again" reloads the address the shopper asked for.
 */
export function OfflineMessage({ businessName, phone }: OfflineMessageProps) {
  const i18n = useI18n(pagesCatalogs);
  const sitePath = useSitePath();
  return (
    <section css={offlineStyle} aria-labelledby="offline-heading">
      <h1 id="offline-heading">{i18n._(msg`You’re offline`)}</h1>
      <p>
        {i18n._(
          msg`This page hasn’t been saved on this device yet, so it can’t open without a connection. Pages you’ve already visited still work.`,
        )}
      </p>
      <p>{i18n._(msg`Want to talk about a car right now? Call ${businessName}:`)}</p>
      <p>
        <ButtonAnchor href={telHref(phone)} size="large">
          {phone}
        </ButtonAnchor>
      </p>
      <p css={linksStyle}>
        {/* Retrying is reloading this address; offline.html points the link at the full address. */}
        <a href="." data-retry="">
          {i18n._(msg`Try again`)}
        </a>
        <a href={sitePath(ROUTES.home)}>{i18n._(msg`Home page`)}</a>
      </p>
    </section>
  );
}
