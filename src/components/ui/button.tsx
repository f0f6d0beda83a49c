import { css, type SerializedStyles } from "@emotion/react";
import React from "react";
import { fontSize, fontWeight, lineHeight, radius, shadow, space, TOUCH_TARGET } from "../../styles/tokens";
import { SiteLink } from "../i18n/site-link";

// The one button look of the site, for <button>, in-site links and outside links (tel:, sms:, maps).
// Primary: the page's main action. Secondary: everything beside it. On-brand: on the blue hero and shell.
export type ButtonVariant = "primary" | "secondary" | "on-brand" | "on-brand-outline" | "icon";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${space.sm} ${space.lg};
  border: 2px solid transparent;
  border-radius: ${radius.md};
  font: inherit;
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${shadow.raised};
  }
  &:active {
    transform: translateY(1px);
  }
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.85;
  }
`;

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css`
    background: var(--color-action);
    color: var(--color-on-action);
  `,
  secondary: css`
    border-color: var(--color-text-muted);
    background: var(--color-surface);
    color: var(--color-text);
    &:hover {
      border-color: var(--color-link);
    }
  `,
  "on-brand": css`
    border-color: var(--color-on-brand);
    background: var(--color-on-brand);
    color: var(--color-brand);
  `,
  "on-brand-outline": css`
    border-color: var(--color-on-brand);
    background: transparent;
    color: var(--color-on-brand);
  `,
  icon: css`
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    padding: 0;
    border: 1px solid var(--color-text-muted);
    background: var(--color-surface);
    color: var(--color-text);
    &:hover {
      box-shadow: none;
      background: var(--color-surface-muted);
    }
  `,
};

const compact = css`
  font-size: ${fontSize.md};
  white-space: nowrap;
`;

const large = css`
  font-size: ${fontSize.lg};
`;

export interface ButtonLook {
  variant?: ButtonVariant;
  /** Tighter type for the header and toolbars. */
  size?: "compact" | "regular" | "large";
}

// Composed once per look: Emotion hashes an array of styles on every render, a single composed style not
// at all (a search re-renders two dozen cards, each with a button).
const composed = new Map<string, SerializedStyles>();

/** The button styles, for the rare element that cannot be one of the components below (a styled label). */
export function buttonStyle({ variant = "primary", size = "regular" }: ButtonLook = {}): SerializedStyles {
  const key = `${variant} ${size}`;
  let style = composed.get(key);
  if (!style) {
    style = css([base, variants[variant], size === "compact" ? compact : size === "large" ? large : undefined]);
    composed.set(key, style);
  }
  return style;
}

type ButtonProps = ButtonLook & React.ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, type = "button", ...rest },
  ref,
) {
  return <button ref={ref} type={type} css={buttonStyle({ variant, size })} {...rest} />;
});

type ButtonLinkProps = ButtonLook & {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?: () => void;
  /** A main call to action: marked `data-asc-cta`, so analytics (when on) reports its clicks. */
  cta?: boolean;
};

/**
 * A button-styled link to a page of the site (Gatsby Link: prefetched, client-side navigation). An action is
 * never the "current page" (that marks navigation items), so Gatsby's aria-current is switched off.
 */
export function ButtonLink({ variant, size, to, children, className, onClick, cta }: ButtonLinkProps) {
  return (
    <SiteLink
      to={to}
      css={buttonStyle({ variant, size })}
      className={className}
      onClick={onClick}
      aria-current={undefined}
      data-asc-cta={cta ? "" : undefined}
    >
      {children}
    </SiteLink>
  );
}

type ButtonAnchorProps = ButtonLook & React.AnchorHTMLAttributes<HTMLAnchorElement>;

/** A button-styled link that leaves the site or the browser (tel:, sms:, maps, an outside page). */
export function ButtonAnchor({ variant, size, children, ...rest }: ButtonAnchorProps) {
  return (
    <a css={buttonStyle({ variant, size })} {...rest}>
      {children}
    </a>
  );
}
