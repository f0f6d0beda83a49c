import { css } from "@emotion/react";
import React from "react";
import { fontWeight, radius, space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const skipLinkStyle = css`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  z-index: 2002;
  padding: ${space.md} ${space.xl};
  border-radius: ${radius.md};
  background: var(--color-action);
  color: var(--color-on-action);
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First thing in the tab order: jumps past the top bar and header to the page's main content. */
export function SkipLink({ target = "main" }: { target?: string }) {
  const i18n = useI18n(shellCatalogs);
  return (
    <a css={skipLinkStyle} href={`#${target}`}>
      {i18n._(msg`Skip to main content`)}
    </a>
  );
}
