import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { footerSiteMap } from "../../lib/shell/footer-links";
import { socialLinks } from "../../lib/shell/social-links";
import { BrandMark } from "./brand-mark";
import { onShellFocus, shellContainer } from "./shell-styles";
import { ReviewRatings } from "./review-ratings";
import { SocialIcons } from "./social-icons";
import { formatAddress } from "./top-bar";
import { above, fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { msg } from "@lingui/core/macro";
import { useI18n, useLocale } from "../i18n/locale-context";
import { localizedField } from "../../lib/i18n/localized-text";
import { openingHoursLabel, weekDayLabel } from "../../lib/content/opening-hours-labels";
import { shellCatalogs } from "../../locales/shell";
import { SiteLink } from "../i18n/site-link";

const footer = css`
  background: var(--color-shell);
  color: var(--color-on-shell);
  ${onShellFocus};
`;

const grid = css`
  display: grid;
  gap: ${space["3xl"]} ${space["2xl"]};
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  padding-top: ${space["3xl"]};
  padding-bottom: ${space["3xl"]};
  ${above("lg")} {
    grid-template-columns: 1.4fr 1fr 1.3fr 1fr;
  }
`;

export const footerHeading = css`
  margin: 0 0 ${space.lg};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.heavy};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const footerList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const footerLink = css`
  color: inherit;
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  text-decoration: none;
  border-radius: ${radius.sm};
  &:hover {
    text-decoration: underline;
  }
`;

const brandName = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin: 0 0 ${space.md};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.heavy};
  line-height: 1.2;
`;

const contactLines = css`
  font-style: normal;
  margin-top: ${space.lg};
  line-height: 1.7;
  /* A long e-mail address breaks rather than widening a 320 px screen. */
  overflow-wrap: anywhere;
  a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
`;

const hourRow = css`
  display: flex;
  justify-content: space-between;
  gap: ${space.lg};
  padding: 0.3rem 0;
  border-bottom: 1px solid rgb(255 255 255 / 0.18);
  font-variant-numeric: tabular-nums;
  &:last-of-type {
    border-bottom: 0;
  }
`;

// With footerList's reset.
const reviewLines = css`
  margin-top: ${space.lg};
  line-height: 1.5;
  li + li {
    margin-top: ${space.sm};
  }
  a {
    color: inherit;
    border-radius: ${radius.sm};
  }
`;

const followText = css`
  margin: 0 0 ${space.lg};
`;

/**
 * Brand-blue footer: name and tagline, site map, hours (one line a day) and the Follow Us block. A dealer group's
 * footer (slices/footer-group.tsx) lists its lots where one lot's address and hours go.
 */
export function SiteFooter({
  site,
  showFinancing,
  places,
}: {
  site: SiteSettings;
  showFinancing: boolean;
  /** In place of the address, phone and hours: a group's lots (footer-lots.tsx). */
  places?: React.ReactNode;
}) {
  const i18n = useI18n(shellCatalogs);
  const locale = useLocale();
  if (!site.flags.footer) return null;
  const tagline = localizedField(site.tagline, locale);
  const social = socialLinks(site);
  return (
    <footer css={footer}>
      <div css={[shellContainer, grid]}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" css={brandName}>
            <BrandMark size={36} tile="var(--color-on-shell)" car="var(--color-shell)" />
            {site.businessName}
          </h2>
          <p css={{ margin: 0 }} lang={tagline.lang === locale ? undefined : tagline.lang}>
            {tagline.text}
          </p>
          <address css={contactLines}>
            {!places && (
              <>
                {formatAddress(site.address)}
                <br />
                <a href={telHref(site.phone)}>{site.phone}</a>
                <br />
              </>
            )}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <ReviewRatings reviews={site.reviews} css={[footerList, reviewLines]} />
        </section>
        <nav aria-labelledby="footer-site-map">
          <h2 id="footer-site-map" css={footerHeading}>
            {i18n._(msg`Site Map`)}
          </h2>
          <ul css={footerList}>
            {footerSiteMap({ showFinancing }).map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} css={footerLink} aria-current={undefined}>
                  {i18n._(item.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {places ?? (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" css={footerHeading}>
              {i18n._(msg`Hours of Operation`)}
            </h2>
            <ul css={footerList}>
              {site.hours.map(({ day, hours }) => (
                <li key={day} css={hourRow}>
                  <span>{weekDayLabel(day, locale)}</span>
                  <span>{openingHoursLabel(hours, locale)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {social.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" css={footerHeading}>
              {i18n._(msg`Follow Us`)}
            </h2>
            <p css={followText}>{i18n._(msg`See new arrivals as they reach the lot.`)}</p>
            <SocialIcons links={social} />
          </section>
        )}
      </div>
    </footer>
  );
}
