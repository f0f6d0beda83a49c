import { css } from "@emotion/react";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { buttonStyle } from "../ui/button";
import { HeartIcon } from "../ui/icons";
import { useHydrated } from "../ui/use-hydrated";
import { useSavedList } from "../saved-list/saved-store";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";
import { SiteLink } from "../i18n/site-link";

const iconLink = css`
  position: relative;
  flex: none;
`;

// Over the icon's corner, so the count appears after hydration without moving anything.
const badge = css`
  position: absolute;
  top: -${space["2xs"]};
  right: -${space["2xs"]};
  min-width: 1.25rem;
  padding: 0 ${space["3xs"]};
  border-radius: ${radius.pill};
  background: var(--color-action);
  color: var(--color-on-action);
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
  line-height: 1.25rem;
  text-align: center;
`;

const menuLink = css`
  justify-content: center;
`;

/**
 * The link to /saved/: a heart icon with the count (header), or a full-width button (mobile menu). The count
 * is client-side only: the static HTML says "Saved vehicles" without a number.
 */
export function SavedLink({
  appearance = "icon",
  className,
  onClick,
}: {
  appearance?: "icon" | "menu";
  className?: string;
  onClick?: () => void;
}) {
  const hydrated = useHydrated();
  const count = useSavedList().length;
  const i18n = useI18n(shellCatalogs);
  const label = hydrated ? i18n._(msg`Saved vehicles, ${count}`) : i18n._(msg`Saved vehicles`);
  if (appearance === "menu") {
    return (
      <SiteLink
        to={ROUTES.saved}
        css={[buttonStyle({ variant: "secondary" }), menuLink]}
        className={className}
        onClick={onClick}
      >
        <HeartIcon filled={count > 0} />{" "}
        {hydrated ? i18n._(msg`Saved vehicles (${count})`) : i18n._(msg`Saved vehicles`)}
      </SiteLink>
    );
  }
  return (
    <SiteLink
      to={ROUTES.saved}
      css={[buttonStyle({ variant: "icon" }), iconLink]}
      className={className}
      aria-label={label}
    >
      <HeartIcon filled={count > 0} />
      {/* Always rendered, so its CSS is in the static <head>; hidden until there is a count to show. */}
      <span css={badge} aria-hidden="true" hidden={!hydrated || count === 0}>
        {count}
      </span>
    </SiteLink>
  );
}
