import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { InquiryVehicle } from "../leads/vehicle-inquiry-form";
import type { ShownReview } from "../../lib/content/review-schema";
import { telHref } from "../../lib/format";
import { ReviewRatings } from "../shell/review-ratings";
import { vehicleWithStock } from "./vehicle-with-stock";
import { radius, space } from "../../styles/tokens";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

// The inquiry form (leads) owns the shape of the vehicle it asks about.
export type { InquiryVehicle } from "../leads/vehicle-inquiry-form";

/** A boxed section of the vehicle page that a link scrolls to (the inquiry form, the credit application). */
export const detailSectionStyle = css`
  scroll-margin-top: 1rem;
  padding: ${space.xl};
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  h2 {
    margin-top: 0;
  }
`;

const reviewList = css`
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  line-height: 1.5;
`;

export interface InquirySectionProps {
  vehicle: InquiryVehicle;
  phone: string;
  email: string;
  /** On a group's site, the lot the car is on (LotContact), above the form. */
  lot?: React.ReactNode;
  /** The dealer's review ratings (content/site.json `reviews`), under the phone and e-mail. */
  reviews?: readonly ShownReview[];
  /** The vehicle inquiry form (src/components/leads/vehicle-inquiry-form.tsx) goes here. */
  children?: React.ReactNode;
}

/** "Ask about this vehicle": the dealer's phone and e-mail, and the inquiry form given as children. */
export function InquirySection({ vehicle, phone, email, lot, reviews, children }: InquirySectionProps) {
  const i18n = useI18n(vehicleCatalogs);
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
  const subject = encodeURIComponent(i18n._(vehicleWithStock(name, vehicle.stockNumber)));
  return (
    <section css={detailSectionStyle} id="inquiry" aria-labelledby="inquiry-heading">
      <h2 id="inquiry-heading">{i18n._(msg`Ask about this vehicle`)}</h2>
      {lot}
      <p>
        {i18n._(msg`Questions about the ${name}, a test drive or your trade-in? Call us at`)}{" "}
        <a href={telHref(phone)}>{phone}</a>
        {children ? (
          i18n._(msg`, or send us a message:`)
        ) : (
          <>
            {i18n._(msg`, or e-mail`)} <a href={`mailto:${email}?subject=${subject}`}>{email}</a>.
          </>
        )}
      </p>
      <ReviewRatings reviews={reviews} css={reviewList} />
      {children}
    </section>
  );
}
