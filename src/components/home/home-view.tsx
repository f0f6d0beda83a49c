import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { localizedField } from "../../lib/i18n/localized-text";
import type { Testimonial } from "../../lib/content/testimonial-schema";
import { fontWeight, space } from "../../styles/tokens";
import { BadgePromises } from "./badge-promises";
import { Hero } from "./hero";
import { HomeSection } from "./home-section";
import { ReviewRatings } from "../shell/review-ratings";
import { panelStyle } from "../ui/panel";
import { TestimonialList } from "./testimonial-list";
import { VisitUs, type VisitLot } from "./visit-us";
import { useI18n, useLocale } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";

export interface HomeViewProps {
  site: SiteSettings;
  /** A dealer group's lots (two or more): Visit us shows each. */
  lots?: readonly VisitLot[];
  testimonials: readonly Testimonial[];
  /** The featured-vehicles band, rendered by the page (it owns the vehicle query). */
  featured?: React.ReactNode;
}

// Each review site's rating as a row of panels above the quotes, one per line on a phone.
const reviewList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  & > li {
    ${panelStyle};
    flex: 1 1 16rem;
    margin: 0;
  }
  a {
    font-weight: ${fontWeight.bold};
  }
`;

export function HomeView({ site, lots, testimonials, featured }: HomeViewProps) {
  const i18n = useI18n(homeCatalogs);
  const locale = useLocale();
  const name = site.shortName;
  return (
    <>
      <Hero
        businessName={site.businessName}
        tagline={localizedField(site.tagline, locale)}
        callToAction={localizedField(site.callToAction, locale)}
      />
      {featured}
      <HomeSection
        id="why-buy"
        title={i18n._(msg`Why buy from ${name}`)}
        intro={i18n._(msg`Look for these badges on our vehicles. Here is what each one promises.`)}
      >
        <BadgePromises badges={site.badges} city={site.address.city} />
      </HomeSection>
      <HomeSection id="testimonials" title={i18n._(msg`What our customers say`)}>
        <ReviewRatings reviews={site.reviews} css={reviewList} />
        <TestimonialList testimonials={testimonials} labelledBy="testimonials" />
      </HomeSection>
      <HomeSection id="visit-us" title={i18n._(msg`Visit us`)}>
        <VisitUs site={site} lots={lots} />
      </HomeSection>
      <div
        css={css`
          height: ${space["4xl"]};
        `}
      />
    </>
  );
}
