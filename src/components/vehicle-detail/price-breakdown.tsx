import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { formatDollars } from "../../lib/format";
import { localizedField } from "../../lib/i18n/localized-text";
import { priceBreakdown, type Fee, type FeeLine } from "../../lib/pricing/fees";
import { fontSize, fontWeight, space } from "../../styles/tokens";
import { vehicleCatalogs } from "../../locales/vehicle";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";

const receiptStyle = css`
  font-size: ${fontSize.md};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    margin-bottom: ${space["2xs"]};
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
    text-align: left;
  }
  th,
  td {
    padding: ${space["3xs"]} 0;
    font-weight: ${fontWeight.regular};
    text-align: left;
    vertical-align: baseline;
  }
  td {
    padding-left: ${space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .total th,
  .total td {
    padding-top: ${space.xs};
    border-top: 1px solid var(--color-border);
    font-weight: ${fontWeight.bold};
  }
  .included {
    color: var(--color-text-muted);
  }
  p {
    margin: ${space.xs} 0 0;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
`;

/**
 * The advertised price as a receipt: the vehicle's price, each required fee (one already in the price marked
 * "included"), the total, then what is never included. Optional fees are listed, not added. Nothing without fees.
 */
export function PriceBreakdown({
  vehiclePrice,
  fees = [],
  exclusionsNoted = false,
}: {
  vehiclePrice: number;
  fees?: readonly Fee[];
  /** The price above already says what it leaves out (a California dealer's TotalPriceNote): not said twice. */
  exclusionsNoted?: boolean;
}) {
  const i18n = useI18n(vehicleCatalogs);
  const locale = useLocale();
  if (fees.length === 0) return null;
  const breakdown = priceBreakdown(vehiclePrice, fees);
  const dollars = (amount: number) => formatDollars(amount, locale);
  // Fee names are the dealer's own words (site settings), shown as written: in Spanish where written.
  const nameOf = (fee: FeeLine) => localizedField(fee.name, locale);
  const optional = breakdown.optional.map((fee) => `${nameOf(fee).text} ${dollars(fee.amount)}`).join(", ");
  return (
    <div css={receiptStyle}>
      <table>
        <caption>{i18n._(msg`How the price adds up`)}</caption>
        <tbody>
          <tr>
            <th scope="row">{i18n._(msg`Vehicle price`)}</th>
            <td>{dollars(breakdown.vehiclePrice)}</td>
          </tr>
          {breakdown.required.map((fee) => {
            const amount = dollars(fee.amount);
            return (
              <tr key={fee.name.en}>
                <th scope="row">
                  <LocalizedSpan text={nameOf(fee)} />
                </th>
                <td className={fee.included ? "included" : undefined}>
                  {fee.included ? i18n._(msg`${amount} included`) : amount}
                </td>
              </tr>
            );
          })}
          <tr className="total">
            <th scope="row">{i18n._(msg`Total price`)}</th>
            <td>{dollars(breakdown.total)}</td>
          </tr>
        </tbody>
      </table>
      {!exclusionsNoted && <p>{i18n._(msg`Not included: taxes, title and registration (government fees).`)}</p>}
      {breakdown.optional.length > 0 && <p>{i18n._(msg`Optional, not included: ${optional}.`)}</p>}
    </div>
  );
}
