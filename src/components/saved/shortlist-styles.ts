import { css } from "@emotion/react";
import { fontSize, radius, space } from "../../styles/tokens";

/** The message boxes of /saved/ and /compare/ (loading, empty, problems): one height, so states swap in place. */
export const stateBox = css`
  min-height: 6rem;
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface);
  p {
    margin: 0 0 ${space.sm};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const notice = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  font-size: ${fontSize.md};
  p {
    margin: 0;
  }
`;
