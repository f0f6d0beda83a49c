import styled from "@emotion/styled";
import React from "react";
import type { Warranty } from "../../lib/content/vehicle-schema";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { buyersGuideSummary } from "../../lib/inventory/buyers-guide";
import { buyersGuideText } from "../../lib/inventory/buyers-guide-text";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";

const Box = styled.div`
  padding: ${space.lg} ${space.lg};
  border: 2px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface);
  .title {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.heavy};
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0 0 ${space.sm};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space["2xs"]} ${space.lg};
    margin: ${space.md} 0 ${space.sm};
  }
  dt {
    color: var(--color-text-muted);
    font-weight: ${fontWeight.medium};
  }
  dd {
    margin: 0;
  }
  .note {
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
`;

/**
 * The FTC Buyers Guide warranty box: as is, implied warranties only, or the dealer's warranty and its terms, in the
 * page's language. The English guide ends with the FTC's Spanish sentence pointing to the Spanish guide.
 */
export function BuyersGuideStatus({ warranty, locale = DEFAULT_LOCALE }: { warranty: Warranty; locale?: Locale }) {
  const summary = buyersGuideSummary(warranty, locale);
  const text = buyersGuideText(locale);
  // The systems and the duration are staff-written English; elsewhere they are marked so.
  const contentLang = locale === "en" ? undefined : "en";
  return (
    <Box>
      <p className="title">{summary.title}</p>
      <p>{summary.explanation}</p>
      {summary.terms && (
        <dl>
          <dt>{text.terms.coverage}</dt>
          <dd>{text.terms.coverageValue(summary.terms.coverage)}</dd>
          <dt>{text.terms.labor}</dt>
          <dd>{text.terms.paidByDealer(summary.terms.labor)}</dd>
          <dt>{text.terms.parts}</dt>
          <dd>{text.terms.paidByDealer(summary.terms.parts)}</dd>
          <dt>{text.terms.systems}</dt>
          <dd lang={contentLang}>{summary.terms.systems.join(", ")}</dd>
          <dt>{text.terms.duration}</dt>
          <dd lang={contentLang}>{summary.terms.duration}</dd>
        </dl>
      )}
      <p className="note">{text.contractNote}</p>
      {text.spanishGuideNotice && (
        <p className="note" lang="es">
          {text.spanishGuideNotice}
        </p>
      )}
    </Box>
  );
}
