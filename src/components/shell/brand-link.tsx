import { css } from "@emotion/react";
import React from "react";
import type { LocalizedText } from "../../lib/i18n/localized-text";
import { ROUTES } from "../../lib/paths";
import { BrandMark } from "./brand-mark";
import { headerBelow, narrowPhoneScreen, smallestPhoneScreen } from "./shell-styles";
import { fontSize, fontWeight, lineHeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";
import { VISUALLY_HIDDEN } from "../../styles/visually-hidden";
import { LocalizedSpan } from "../i18n/localized-span";
import { SiteLink } from "../i18n/site-link";

const anchorStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.md};
  flex: 0 1 auto;
  min-width: 0;
  svg {
    ${headerBelow(
      "nav",
      `width: 36px;
      height: 36px;`,
    )}
    /* On the narrowest phones the name gets the mark's room; the tile is the app icon, not the name. */
    ${smallestPhoneScreen} {
      display: none;
    }
  }
  min-height: ${TOUCH_TARGET};
  color: var(--color-text);
  text-decoration: none;
  border-radius: ${radius.md};
`;

const wordsStyle = css`
  display: flex;
  flex-direction: column;
  line-height: ${lineHeight.tight};
  text-wrap: balance;
`;

const nameStyle = (size: string) => css`
  font-weight: ${fontWeight.heavy};
  letter-spacing: -0.01em;
  font-size: ${size};
  /* Where the full name would take three lines, the short name shows; the full one stays the link's name. */
  ${narrowPhoneScreen} {
    &[data-short] > span:first-of-type {
      ${VISUALLY_HIDDEN}
    }
  }
  & > span + span {
    display: none;
    ${narrowPhoneScreen} {
      display: inline;
    }
  }
`;

const largeName = nameStyle("clamp(1.05rem, 2.6vw, 1.6rem)");
const regularName = nameStyle("clamp(1rem, 2.2vw, 1.125rem)");

// A second line only where the header has room for it.
const taglineStyle = css`
  ${headerBelow("nav", "display: none;")}
  margin-top: ${space["3xs"]};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.book};
  color: var(--color-text-muted);
`;

interface BrandLinkProps {
  name: string;
  /** At most 12 characters (site settings `shortName`): shown instead of the name on phones. */
  shortName?: string;
  /** Staff-written, in the page's language where written (localizedField). */
  tagline?: LocalizedText;
  large?: boolean;
  className?: string;
  onClick?: () => void;
}

/** Business name (and optional tagline) with the brand mark, linking home. */
export function BrandLink({ name, shortName, tagline, large = false, className, onClick }: BrandLinkProps) {
  const short = shortName && shortName !== name ? shortName : undefined;
  return (
    <SiteLink css={anchorStyle} to={ROUTES.home} className={className} onClick={onClick} aria-current={undefined}>
      <BrandMark size={large ? 48 : 40} />
      <span css={wordsStyle}>
        <span css={large ? largeName : regularName} data-short={short ? "" : undefined}>
          <span>{name}</span>
          {short && <span aria-hidden="true">{short}</span>}
        </span>
        {tagline && (
          <span css={taglineStyle}>
            <LocalizedSpan text={tagline} />
          </span>
        )}
      </span>
    </SiteLink>
  );
}
