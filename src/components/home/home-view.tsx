import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { Testimonial } from "../../lib/content/testimonial-schema";
import { space } from "../../styles/tokens";
import { BadgePromises } from "./badge-promises";
import { Hero } from "./hero";
import { HomeSection } from "./home-section";
import { TestimonialList } from "./testimonial-list";
import { VisitUs } from "./visit-us";

export interface HomeViewProps {
  site: SiteSettings;
  testimonials: readonly Testimonial[];
  /** The featured-vehicles band, rendered by the page (it owns the vehicle query). */
  featured?: React.ReactNode;
}

export function HomeView({ site, testimonials, featured }: HomeViewProps) {
  return (
    <>
      <Hero businessName={site.businessName} tagline={site.tagline} callToAction={site.callToAction} />
      {featured}
      <HomeSection
        id="why-buy"
        title={`Why buy from ${site.shortName}`}
        intro="Look for these badges on our vehicles. Here is what each one promises."
      >
        <BadgePromises badges={site.badges} city={site.address.city} />
      </HomeSection>
      <HomeSection id="testimonials" title="What our customers say">
        <TestimonialList testimonials={testimonials} labelledBy="testimonials" />
      </HomeSection>
      <HomeSection id="visit-us" title="Visit us">
        <VisitUs site={site} />
      </HomeSection>
      <div
        css={css`
          height: ${space["4xl"]};
        `}
      />
    </>
  );
}
