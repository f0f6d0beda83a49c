import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatDollars } from "../../lib/format";
import {
  RESTOCKING_FEE,
  RIGHT_TO_CANCEL_DAYS,
  RIGHT_TO_CANCEL_MILES,
  RIGHT_TO_CANCEL_PRICE_CAP,
  rightToCancel,
} from "../../lib/pricing/cars-act";
import { vehicleCatalogs } from "../../locales/vehicle";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { useI18n, useLocale } from "../i18n/locale-context";

const rightToCancelStyle = css`
  margin-top: ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid var(--color-border);
  border-radius: ${radius.md};
  font-size: ${fontSize.sm};
  h2 {
    margin: 0 0 ${space["2xs"]};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.bold};
  }
  p {
    margin: 0;
  }
`;

/**
 * The California CARS Act's 3-day right to cancel (Civil Code § 1784.43), in plain words with its conditions and
 * this car's restocking fee, on an eligible used vehicle of a California dealer; nothing on one above the price cap.
 */
export function RightToCancel({ totalPrice }: { totalPrice: number }) {
  const i18n = useI18n(vehicleCatalogs);
  const locale = useLocale();
  const right = rightToCancel(totalPrice);
  if (!right) return null;
  const dollars = (amount: number) => formatDollars(amount, locale);
  const days = RIGHT_TO_CANCEL_DAYS;
  const miles = RIGHT_TO_CANCEL_MILES;
  const fee = dollars(right.restockingFee);
  const { percent } = RESTOCKING_FEE;
  const minimum = dollars(RESTOCKING_FEE.minimum);
  const maximum = dollars(RESTOCKING_FEE.maximum);
  const cap = dollars(RIGHT_TO_CANCEL_PRICE_CAP);
  return (
    <section css={rightToCancelStyle} aria-labelledby="right-to-cancel-heading" data-right-to-cancel="">
      <h2 id="right-to-cancel-heading">{i18n._(msg`${days}-day right to cancel`)}</h2>
      <p>
        {i18n._(
          msg`California law lets you cancel the purchase of this used vehicle within ${days} days, for any reason, as long as it has not been driven more than ${miles} miles since the sale. If you cancel, the dealer may charge a restocking fee of ${fee} for this vehicle (${percent}% of the price, at least ${minimum} and at most ${maximum}). The right applies to used vehicles priced at ${cap} or less.`,
        )}
      </p>
    </section>
  );
}
