import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";

const noticeStyle = css`
  margin: 0 0 ${space.xl};
  padding: ${space.lg} ${space.xl};
  border-left: 6px solid var(--color-warning-text);
  border-radius: ${radius.md};
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  h2 {
    margin: 0 0 ${space["2xs"]};
    font-size: ${fontSize.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
`;

/** Shown at the top of a sold vehicle's page, which stays up so old links still land somewhere useful. */
export function SoldNotice({ title }: { title: string }) {
  const i18n = useI18n(vehicleCatalogs);
  return (
    <div css={noticeStyle} role="note" aria-labelledby="sold-heading">
      <h2 id="sold-heading">{i18n._(msg`Sold: this ${title} has found a new home`)}</h2>
      <p>
        {i18n._(msg`Similar vehicles are below, or`)}{" "}
        <SiteLink to={ROUTES.inventory}>{i18n._(msg`browse everything in stock`)}</SiteLink>.
      </p>
    </div>
  );
}
