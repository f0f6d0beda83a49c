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

/** Items side by side, centred on one line (an icon and its text, a group of links). */
export const row = (gap: string) => css`
  display: flex;
  align-items: center;
  gap: ${gap};
`;

/** A row with its first and last items pushed to the two ends (a bar's left and right side). */
export const spreadRow = (gap: string) => css`
  ${row(gap)};
  justify-content: space-between;
`;
