import { css } from "@emotion/react";
import React from "react";
import { otherColourMode } from "../../lib/shell/colour-mode";
import { MoonIcon, SunIcon } from "../ui/icons";
import { useColourMode } from "./use-colour-mode";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const switchStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${space["2xs"]};
  border: 0;
  background: none;
  color: var(--color-text);
  font: inherit;
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  cursor: pointer;
  white-space: nowrap;
  border-radius: ${radius.md};
`;

const trackStyle = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  width: 3.25rem;
  height: 1.75rem;
  padding: 0 0.3rem;
  border-radius: ${radius.pill};
  border: 2px solid var(--color-text-muted);
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
  transition: background-color 0.15s ease;
  svg {
    width: 0.85rem;
    height: 0.85rem;
  }
  /* The thumb follows <html data-theme> rather than React state, so it is right before hydration too. */
  html[data-theme="dark"] & {
    background: var(--color-action);
    border-color: var(--color-action);
    color: var(--color-on-action);
  }
`;

const thumbStyle = css`
  position: absolute;
  top: 50%;
  left: 0.2rem;
  width: 1.15rem;
  height: 1.15rem;
  border-radius: ${radius.round};
  background: var(--color-text-muted);
  transform: translate(0, -50%);
  transition: transform 0.15s ease;
  html[data-theme="dark"] & {
    background: var(--color-on-action);
    transform: translate(1.45rem, -50%);
  }
`;

/** Light/dark switch: `role="switch"`, checked means dark, labelled "Dark mode" on screen. */
export function ColourModeSwitch({ className }: { className?: string }) {
  const [mode, setMode] = useColourMode();
  const i18n = useI18n(shellCatalogs);
  return (
    <button
      css={switchStyle}
      type="button"
      role="switch"
      aria-checked={mode === "dark"}
      onClick={() => setMode(otherColourMode(mode))}
      className={className}
    >
      <span>{i18n._(msg`Dark mode`)}</span>
      <span css={trackStyle} aria-hidden="true">
        <SunIcon />
        <MoonIcon />
        <span css={thumbStyle} />
      </span>
    </button>
  );
}
