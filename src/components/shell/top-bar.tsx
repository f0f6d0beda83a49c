import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { MapPinIcon, PhoneIcon } from "../ui/icons";
import { below, fontSize, radius, space } from "../../styles/tokens";
import { onShellFocus, shellContainer } from "./shell-styles";
import { spreadRow } from "../ui/layout";
import { msg } from "@lingui/core/macro";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const bar = css`
  background: var(--color-shell);
  color: var(--color-on-shell);
  font-size: ${fontSize.sm};
  ${onShellFocus};
  ${below("topBar")} {
    display: none;
  }
`;

const row = css`
  ${spreadRow(space.xl)};
  min-height: 2.5rem;
`;

export const topBarLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  min-height: 2.5rem;
  color: inherit;
  text-decoration: none;
  border-radius: ${radius.sm};
  &:hover span {
    text-decoration: underline;
  }
  svg {
    flex: none;
  }
`;

export function formatAddress(address: SiteSettings["address"]): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/**
 * Thin brand-blue bar above the header: map link to the lot and the phone number (hidden on phones). A group's bar
 * (slices/top-bar-group.tsx) links its lots' page in the address's place.
 */
export function TopBar({ site, place }: { site: SiteSettings; place?: React.ReactNode }) {
  const i18n = useI18n(shellCatalogs);
  if (!site.flags.topBar) return null;
  return (
    <aside css={bar} data-shell="top-bar" aria-label={i18n._(msg`Find and call us`)}>
      <div css={[shellContainer, row]}>
        {place ?? (
          <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" css={topBarLink}>
            <MapPinIcon size={16} />
            <span>{formatAddress(site.address)}</span>
            <span className="visually-hidden"> {i18n._(msg`(map, opens in a new tab)`)}</span>
          </a>
        )}
        <a href={telHref(site.phone)} css={topBarLink}>
          <PhoneIcon size={16} />
          <span>
            {i18n._(msg({ message: "Call or text", context: "followed by the phone number" }))}{" "}
            <strong>{site.phone}</strong>
          </span>
        </a>
      </div>
    </aside>
  );
}
