import { css } from "@emotion/react";
import { msg, ph, plural } from "@lingui/core/macro";
import React, { useEffect, useMemo, useRef, useState } from "react";
import {
  calculatorQuery,
  defaultCalculatorValues,
  termOptions,
  validateCalculatorValues,
  valuesFromQuery,
  type CalculatorField,
  type CalculatorValues,
} from "../../lib/calculator/calculator-values";
import type { FinancingAssumptions } from "../../lib/content/site-settings-schema";
import { formatMoney } from "../../lib/format";
import type { LocalizedText } from "../../lib/i18n/localized-text";
import { calculateLoan } from "../../lib/payments";
import { ROUTES } from "../../lib/paths";
import { fontSize, fontWeight, lineHeight, space } from "../../styles/tokens";
import { ButtonLink } from "../ui/button";
import { twoColumns } from "../ui/columns";
import { TextField } from "../ui/field";
import { FieldsProvider } from "../ui/field-context";
import { formGrid } from "../ui/field-styles";
import { Panel } from "../ui/panel";
import { SelectField } from "../ui/select";
import { LocalizedSpan } from "../i18n/localized-span";
import { useI18n, useLocale } from "../i18n/locale-context";
import { pagesCatalogs } from "../../locales/pages";

const layout = twoColumns("minmax(0, 1.2fr) minmax(0, 1fr)");

const resultText = css`
  & h2 {
    margin: 0;
    font-size: ${fontSize.lg};
    color: var(--color-text-muted);
  }
  & dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space.sm} ${space.lg};
    margin: ${space.xl} 0;
  }
  & dt {
    color: var(--color-text-muted);
  }
  & dd {
    margin: 0;
    font-weight: ${fontWeight.medium};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const monthlyStyle = css`
  margin: ${space["2xs"]} 0 0;
  font-size: clamp(2.25rem, 8vw, 3rem);
  font-weight: ${fontWeight.heavy};
  line-height: ${lineHeight.tight};
  color: var(--color-price);
  font-variant-numeric: tabular-nums;
  & span {
    font-size: ${fontSize.base};
    font-weight: ${fontWeight.medium};
    color: var(--color-text-muted);
  }
`;

const noteStyle = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const ANNOUNCE_DELAY_MS = 700;

// Shown under the result and said by screen readers when a field stops the estimate.
const CHECK_FIELDS = msg`Check the highlighted fields to see an estimate.`;

export function PaymentCalculator({
  financing,
  callToAction,
}: {
  financing: FinancingAssumptions;
  /** Staff-written, in the page's language where written (localizedField). */
  callToAction: LocalizedText;
}) {
  const i18n = useI18n(pagesCatalogs);
  const locale = useLocale();
  // The static HTML shows the example; the query string (`?price=21995`) is applied after hydration.
  const [values, setValues] = useState<CalculatorValues>(() => defaultCalculatorValues(financing));
  const [announcement, setAnnouncement] = useState("");
  const [enhanced, setEnhanced] = useState(false);
  const firstRender = useRef(true);

  // The URL is read after hydration so the first render matches the static HTML.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (window.location.search) setValues(valuesFromQuery(window.location.search, financing));
    setEnhanced(true);
  }, [financing]);
  /* eslint-enable react-hooks/set-state-in-effect */

  const { input, errors } = useMemo(() => validateCalculatorValues(values), [values]);
  const result = useMemo(() => (input ? calculateLoan(input) : undefined), [input]);

  // Screen readers hear the result once the visitor pauses, not on every keystroke.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      if (result && input) {
        const monthly = formatMoney(result.monthly, locale);
        const months = input.termMonths;
        const financed = formatMoney(result.amountFinanced, locale);
        setAnnouncement(
          i18n._(msg`Estimated payment ${monthly} a month for ${months} months; amount financed ${financed}.`),
        );
      } else setAnnouncement(i18n._(CHECK_FIELDS));
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${calculatorQuery(values)}`);
    }, ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result, input, values, i18n, locale]);

  const update = (field: CalculatorField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    setValues((previous) => ({ ...previous, [field]: value }));
  };
  /** The name, value and change handler every calculator field has. */
  const bind = (field: CalculatorField) => ({ name: field, value: values[field], onChange: update(field) });

  const { apr } = financing;
  const money = { inputMode: "decimal" as const, autoComplete: "off", maxLength: 14 };

  return (
    <div css={layout}>
      <FieldsProvider value={{ formId: "calculator", errors }}>
        <form
          method="get"
          action={ROUTES.payments}
          aria-labelledby="calculator-heading"
          onSubmit={(event) => event.preventDefault()}
          noValidate
          data-enhanced={enhanced || undefined}
        >
          <h2 id="calculator-heading" className="visually-hidden">
            {i18n._(msg`Loan details`)}
          </h2>
          <div css={formGrid}>
            <TextField label={i18n._(msg`Vehicle price ($)`)} {...bind("price")} required wide {...money} />
            <TextField label={i18n._(msg`Down payment ($)`)} {...bind("down")} {...money} />
            <TextField label={i18n._(msg`Trade-in value ($)`)} {...bind("trade")} {...money} />
            <TextField
              label={i18n._(msg`APR (%)`)}
              {...bind("apr")}
              required
              inputMode="decimal"
              maxLength={6}
              hint={i18n._(msg`Our estimates use ${apr}%.`)}
            />
            <SelectField
              label={i18n._(msg`Loan term`)}
              {...bind("term")}
              options={termOptions(financing).map((months) => {
                const years = months / 12;
                return {
                  value: String(months),
                  label: i18n._(msg`${months} months (${plural(years, { one: "# year", other: "# years" })})`),
                };
              })}
              required
            />
            <TextField
              label={i18n._(msg`Sales tax (%)`)}
              {...bind("tax")}
              inputMode="decimal"
              maxLength={6}
              hint={i18n._(msg`Leave 0 to leave tax out.`)}
              wide
            />
          </div>
          <noscript>
            <p css={noteStyle}>
              {i18n._(
                msg`This calculator needs JavaScript to update. The estimate shown is for the example values above.`,
              )}
            </p>
          </noscript>
        </form>
      </FieldsProvider>

      <Panel as="section" css={resultText} aria-labelledby="result-heading">
        <h2 id="result-heading">{i18n._(msg`Estimated monthly payment`)}</h2>
        {result && input ? (
          <>
            <p css={monthlyStyle}>
              {formatMoney(result.monthly, locale)} <span>{i18n._(msg`/ month`)}</span>
            </p>
            <dl>
              <dt>{i18n._(msg`Amount financed`)}</dt>
              <dd>{formatMoney(result.amountFinanced, locale)}</dd>
              {result.salesTax > 0 && (
                <>
                  <dt>{i18n._(msg`Sales tax`)}</dt>
                  <dd>{formatMoney(result.salesTax, locale)}</dd>
                </>
              )}
              <dt>{i18n._(msg`Total interest`)}</dt>
              <dd>{formatMoney(result.totalInterest, locale)}</dd>
              <dt>{i18n._(msg`Total cost`)}</dt>
              <dd>{formatMoney(result.totalCost, locale)}</dd>
              <dt>{i18n._(msg`Loan`)}</dt>
              <dd>
                {i18n._(msg`${ph({ months: input.termMonths })} months at ${ph({ apr: input.aprPercent })}% APR`)}
              </dd>
            </dl>
            {result.amountFinanced === 0 && (
              <p css={noteStyle}>{i18n._(msg`Your down payment and trade-in cover the price: nothing to finance.`)}</p>
            )}
            <p css={noteStyle}>
              {i18n._(msg`Total cost adds your down payment and trade-in to every monthly payment.`)}
            </p>
          </>
        ) : (
          <p css={noteStyle}>{i18n._(CHECK_FIELDS)}</p>
        )}
        <p>
          <ButtonLink to={ROUTES.financing} cta>
            <LocalizedSpan text={callToAction} />
          </ButtonLink>
        </p>
      </Panel>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
