import { css } from "@emotion/react";
import { fontSize, fontWeight, radius, shadow, space } from "../../styles/tokens";

/** 16:9 from the first paint, poster or player, so nothing below moves when the player replaces the poster. */
export const videoFrameStyle = css`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: var(--color-surface-muted);
  iframe,
  video {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }
`;

/** The whole poster is the play button; the round mark in its middle says what it does. */
export const playButtonStyle = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
  .mark {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 4.5rem;
    height: 4.5rem;
    border: 3px solid var(--color-on-action);
    border-radius: ${radius.round};
    background: var(--color-action);
    color: var(--color-on-action);
    box-shadow: ${shadow.raised};
    transition: transform 0.15s ease;
  }
  &:hover .mark,
  &:focus-visible .mark {
    transform: scale(1.08);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: reduce) {
    .mark {
      transition: none;
    }
  }
`;

export const watchElsewhereStyle = css`
  margin: ${space.sm} 0 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;
