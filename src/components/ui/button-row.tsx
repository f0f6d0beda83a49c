import { css } from "@emotion/react";
import React from "react";
import { space } from "../../styles/tokens";

const buttonRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  & > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }
  & > :first-child {
    flex-basis: 100%;
  }
`;

/**
 * Action buttons that share rows as their labels allow: the first (the main action) takes a whole row, the
 * others wrap to the next row rather than break a label or a phone number, and each row is filled edge to edge.
 */
export function ButtonRow({ children }: { children: React.ReactNode }) {
  return <div css={buttonRowStyle}>{children}</div>;
}
