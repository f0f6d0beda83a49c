import { css } from "@emotion/react";
import React from "react";
import type { SocialLink, SocialNetwork } from "../../lib/shell/social-links";
import { FacebookIcon, InstagramIcon, XIcon } from "../ui/icons";
import { radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { shellCatalogs } from "../../locales/shell";

const ICONS: Record<SocialNetwork, (props: { size?: number }) => React.ReactElement> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: XIcon,
};

const list = css`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: 0;
  padding: 0;
`;

const link = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  border-radius: ${radius.round};
  background: var(--color-on-shell);
  color: var(--color-shell);
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

/** Round icon links to the dealership's social pages; each opens in a new tab and says so to screen readers. */
export function SocialIcons({ links }: { links: SocialLink[] }) {
  const i18n = useI18n(shellCatalogs);
  return (
    <ul css={list}>
      {links.map(({ network, label, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" css={link} aria-label={i18n._(label)}>
              <Icon size={22} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
