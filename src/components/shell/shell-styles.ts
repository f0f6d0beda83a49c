import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { above, below, CONTENT_MAX_WIDTH, GUTTER } from "../../styles/tokens";

// Shared measurements of the shell so the top bar, header variants, footer and credit bar line up with
// each other and with every page's content (the same max width and gutters as ui/page-container).
/** From here up the header shows the full navigation; below it, the call and Menu buttons. */
export const wideScreen = above("nav");
export const narrowScreen = below("nav");
/** Phones: the header shows the short business name and an icon-only Menu button. */
export const narrowPhoneScreen = below("narrowPhone");
/** The smallest phones (320 px): the header's name goes without the brand mark. */
export const smallestPhoneScreen = below("smallestPhone");

export const ShellContainer = styled.div`
  width: 100%;
  max-width: ${CONTENT_MAX_WIDTH};
  margin: 0 auto;
  padding: 0 ${GUTTER};
`;

/** Focus ring for links and buttons on the brand-blue top bar, footer and credit bar. */
export const onShellFocus = css`
  a:focus-visible,
  button:focus-visible {
    outline-color: var(--color-focus-on-shell);
  }
`;
