import styled from "@emotion/styled";
import React from "react";
import type { Warranty } from "../../lib/content/vehicle-schema";
import { buyersGuideSummary } from "../../lib/inventory/buyers-guide";
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

/** The FTC Buyers Guide warranty box: as is, implied warranties only, or the dealer's warranty and its terms. */
export function BuyersGuideStatus({ warranty }: { warranty: Warranty }) {
  const summary = buyersGuideSummary(warranty);
  return (
    <Box>
      <p className="title">{summary.title}</p>
      <p>{summary.explanation}</p>
      {summary.terms && (
        <dl>
          <dt>Coverage</dt>
          <dd>{summary.terms.coverage} warranty</dd>
          <dt>Labor</dt>
          <dd>{summary.terms.labor} paid by the dealer</dd>
          <dt>Parts</dt>
          <dd>{summary.terms.parts} paid by the dealer</dd>
          <dt>Systems covered</dt>
          <dd>{summary.terms.systems.join(", ")}</dd>
          <dt>Duration</dt>
          <dd>{summary.terms.duration}</dd>
        </dl>
      )}
      <p className="note">
        The Buyers Guide posted on the vehicle is part of your contract of sale; its information overrides anything to
        the contrary in the contract. Ask to see it.
      </p>
    </Box>
  );
}
