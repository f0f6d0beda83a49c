import { css } from "@emotion/react";

// Small layout patterns that many components share.

/** A list laid out as wrapping items in a row (chips, badges, breadcrumbs, page numbers), bullets removed. */
export const inlineList = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row with its first and last items pushed to the two ends (a bar's left and right side). */
export const spreadRow = (gap: string) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${gap};
`;
