import { css } from "@emotion/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React from "react";
import { siteBadgeLabels } from "../../lib/content/site-badge-labels";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { BadgeKey } from "../../lib/content/vehicle-fields";
import { BADGE_KEYS } from "../../lib/content/vehicle-fields";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { panelStyle } from "../ui/panel";
import { useI18n, useLocale } from "../i18n/locale-context";
import { homeCatalogs } from "../../locales/home";

/** What each badge on a vehicle means for the buyer. */
function badgePromise(key: BadgeKey, city: string): MessageDescriptor {
  switch (key) {
    case "lowPrice":
      return msg`Priced below what comparable cars of the same year, miles and condition usually sell for.`;
    case "lowMiles":
      return msg`Fewer miles on the clock than most cars of its age.`;
    case "dealerInspected":
      return msg`Inspected by our technicians before it is offered for sale.`;
    case "localDelivery":
      return msg`We can bring it to your door anywhere in the ${city} area.`;
    case "getItTomorrow":
      return msg`Ready to go: finish the paperwork today and drive it tomorrow.`;
  }
}

const list = css`
  display: grid;
  gap: ${space.lg};
  /* One column on phones: a two-column card is too narrow for "Dealer Inspected" on one line. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    ${panelStyle};
  }
  & p {
    margin: ${space.sm} 0 0;
    color: var(--color-text-muted);
    font-size: ${fontSize.md};
  }
`;

const badge = css`
  display: inline-block;
  max-width: 100%;
  margin: 0;
  padding: ${space["2xs"]} ${space.md};
  border-radius: ${radius.pill};
  background: var(--color-badge-bg);
  color: var(--color-badge-text);
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.md};
`;

export function BadgePromises({ badges, city }: { badges: SiteSettings["badges"]; city: string }) {
  const i18n = useI18n(homeCatalogs);
  // In Spanish: the dealer's Spanish label where written, else the site's translation.
  const labels = siteBadgeLabels(useLocale(), badges);
  return (
    <ul css={list}>
      {BADGE_KEYS.map((key) => (
        <li key={key}>
          <h3 css={badge}>{labels[key]}</h3>
          <p>{i18n._(badgePromise(key, city))}</p>
        </li>
      ))}
    </ul>
  );
}
