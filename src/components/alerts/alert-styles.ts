import { css } from "@emotion/react";
import { fontSize, radius, space } from "../../styles/tokens";
import { statusRegionStyle, targetOnlyStyle } from "../forms/form-styles";

// The alert forms' spacing of the endpoint forms' answers (forms/form-styles.ts), and their section's frame.

export { noticeStyle, successStyle } from "../forms/form-styles";

export const targetOnly = targetOnlyStyle(space.lg);

export const statusRegion = statusRegionStyle(space.lg);

/** The frame around a subscribe form: a section of its own on the vehicle page, /saved/ and /inventory/. */
export const alertSection = css`
  scroll-margin-top: ${space.lg};
  padding: ${space.xl};
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  & > h2 {
    margin-top: 0;
    font-size: ${fontSize.xl};
  }
  & > p {
    margin: 0 0 ${space.lg};
  }
`;
