import { css } from "@emotion/react";
import { fontSize, lineHeight, MEASURE, space } from "../../styles/tokens";

/** Long-form text (privacy notice, accessibility statement): readable line length and spacing. */
export const proseStyle = css`
  max-width: ${MEASURE};
  & h2 {
    margin: ${space["2xl"]} 0 ${space.md};
    font-size: ${fontSize["2xl"]};
  }
  & h3 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  & p,
  & li {
    line-height: ${lineHeight.prose};
  }
  & ul {
    padding-left: ${space.xl};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    margin: ${space.lg} 0;
  }
  & th,
  & td {
    text-align: left;
    vertical-align: top;
    padding: ${space.sm} ${space.sm};
    border-bottom: 1px solid var(--color-border);
  }
`;
