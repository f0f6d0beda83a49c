import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { recallLookupUrl } from "../../lib/vehicle/recall-lookup";
import { fontSize, fontWeight, lineHeight, space } from "../../styles/tokens";
import { ShieldCheckIcon } from "../ui/page-icons";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

const recallStyle = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space["3xs"]} ${space.sm};
  margin: 0;
  line-height: ${lineHeight.snug};
  svg {
    grid-row: 1 / span 2;
    margin-top: ${space["3xs"]};
    color: var(--color-link);
  }
  a {
    /* 24 px tall at least: a comfortable touch target for a one-line text link. */
    min-height: 24px;
    align-self: center;
    font-weight: ${fontWeight.bold};
  }
  small {
    grid-column: 2;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
`;

/**
 * "Check open recalls": NHTSA's own lookup for this VIN, in a new tab. A link, not a fetch: the page stays
 * static and NHTSA shows the current answer. Nothing when the VIN is not valid.
 */
export function RecallCheck({ vin }: { vin: string }) {
  const i18n = useI18n(vehicleCatalogs);
  const href = recallLookupUrl(vin);
  if (!href) return null;
  return (
    <p css={recallStyle}>
      <ShieldCheckIcon size={20} />
      <a href={href} target="_blank" rel="noopener noreferrer">
        {i18n._(msg`Check open recalls`)} <span className="visually-hidden">{i18n._(msg`(opens in a new tab)`)}</span>
      </a>
      <small>{i18n._(msg`Free check of safety recalls not yet repaired, on NHTSA.gov`)}</small>
    </p>
  );
}
