import { css } from "@emotion/react";
import { above, fontSize, fontWeight, lineHeight, radius, space } from "../../styles/tokens";
import { inlineList } from "../ui/layout";

// Layout of a vehicle page: photos beside the summary on a wide screen, then details, then similar vehicles.
export const breadcrumbStyle = css`
  margin: 0 0 ${space.lg};
  font-size: ${fontSize.md};
  ol {
    ${inlineList(space.xs)};
  }
  li + li::before {
    content: "›";
    margin-right: ${space.xs};
    color: var(--color-text-muted);
  }
`;

export const topStyle = css`
  display: grid;
  gap: ${space.xl};
  ${above("lg")} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: ${space["2xl"]};
  }
`;

export const summaryStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  h1 {
    margin: 0;
    font-size: ${fontSize.h1};
    line-height: ${lineHeight.tight};
  }
  .trim {
    color: var(--color-text-muted);
    font-weight: ${fontWeight.medium};
  }
  .facts {
    margin: ${space["2xs"]} 0 0;
    color: var(--color-text-muted);
  }
  .price {
    margin: 0;
    color: var(--color-price);
    font-size: clamp(2rem, 6vw, 2.25rem);
    font-weight: ${fontWeight.heavy};
    line-height: 1.1;
  }
  .pending-note {
    margin: 0;
    padding: ${space.md} ${space.lg};
    border-radius: ${radius.md};
    background: var(--color-warning-bg);
    color: var(--color-warning-text);
  }
  .ids {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space["3xs"]} ${space.md};
    margin: 0;
    font-size: ${fontSize.md};
  }
  .ids dt {
    color: var(--color-text-muted);
  }
  .ids dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
  }
`;

export const detailsStyle = css`
  display: grid;
  gap: ${space["2xl"]};
  margin-top: ${space["2xl"]};
  ${above("lg")} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: ${fontSize.h2};
  }
  section + section {
    margin-top: ${space["2xl"]};
  }
`;

export const featuresStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${space.sm} ${space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: "✓";
    margin-right: ${space.sm};
    color: var(--color-success);
    font-weight: ${fontWeight.heavy};
  }
`;

export const similarStyle = css`
  margin-top: ${space["3xl"]};
  h2 {
    margin: 0 0 ${space.lg};
    font-size: ${fontSize.h2};
  }
`;

/** The gallery with the save toggle over its top-right corner (an overlay: it appears without moving anything). */
export const galleryCornerStyle = css`
  position: relative;
  min-width: 0;
  .save {
    position: absolute;
    top: ${space.md};
    right: ${space.md};
    z-index: 1;
  }
`;
