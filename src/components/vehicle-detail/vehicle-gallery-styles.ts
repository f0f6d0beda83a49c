import { css } from "@emotion/react";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

export const galleryStyle = css`
  position: relative;
  min-width: 0;
`;

// A scroll-snap strip: swiping is the browser's own (smooth, works without JavaScript); buttons, arrow keys
// and thumbnails scroll it to a photo.
export const viewportStyle = css`
  display: flex;
  overflow-x: auto;
  overflow-y: hidden;
  border-radius: ${radius.lg};
  background: var(--color-surface-muted);
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

export const slideStyle = css`
  flex: 0 0 100%;
  margin: 0;
  aspect-ratio: 4 / 3;
  scroll-snap-align: start;
`;

export const arrowStyle = css`
  position: absolute;
  top: calc(50% - 1.5rem);
  display: grid;
  width: 2.75rem;
  height: 2.75rem;
  place-items: center;
  border: 0;
  border-radius: ${radius.round};
  background: var(--color-action);
  color: var(--color-on-action);
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
  font-size: ${fontSize["3xl"]};
  line-height: 1;
  cursor: pointer;
  &[data-side="previous"] {
    left: ${space.sm};
  }
  &[data-side="next"] {
    right: ${space.sm};
  }
`;

export const counterStyle = css`
  position: absolute;
  right: ${space.md};
  bottom: ${space.md};
  margin: 0;
  padding: ${space["3xs"]} ${space.sm};
  border-radius: ${radius.pill};
  background: var(--color-surface);
  color: var(--color-text);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
`;

export const stageStyle = css`
  position: relative;
`;

export const thumbsStyle = css`
  display: flex;
  gap: ${space.sm};
  margin: ${space.sm} 0 0;
  padding: 0 0 ${space["2xs"]};
  overflow-x: auto;
  list-style: none;
  a {
    display: block;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${radius.md};
    line-height: 0;
    opacity: 0.75;
  }
  a[aria-current="true"] {
    border-color: var(--color-link);
    opacity: 1;
  }
  a:hover {
    opacity: 1;
  }
`;

export const noPhotoStyle = css`
  display: grid;
  aspect-ratio: 4 / 3;
  place-items: center;
  border-radius: ${radius.lg};
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
`;

export const thumbFrameStyle = css`
  display: block;
  width: 96px;
  height: 72px;
`;
