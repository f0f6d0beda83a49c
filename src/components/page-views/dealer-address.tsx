import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import type { AreaCatalogs } from "../../lib/i18n/catalogs";
import { fontSize, fontWeight } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";

/**
 * The postal address with a link to the map (new tab, no opener). Its words are in the catalog of each area
 * that draws it (home, pages): the caller passes its own, so a page loads only its area's messages.
 */
export function DealerAddress({
  site,
  catalogs,
}: {
  site: Pick<SiteSettings, "businessName" | "address" | "mapUrl">;
  catalogs: AreaCatalogs;
}) {
  const i18n = useI18n(catalogs);
  const { address } = site;
  return (
    <>
      <address css={{ fontStyle: "normal" }}>
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
      </address>
      <p>
        <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
          {i18n._(msg`Get directions on the map`)}{" "}
          <span className="visually-hidden">{i18n._(msg`(opens in a new tab)`)}</span>
        </a>
      </p>
    </>
  );
}

const bigPhoneStyle = css`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
`;

/** The dealer's phone number in large type, as a paragraph of its own (contact page, home page). */
export function DealerPhone({ phone }: { phone: string }) {
  return (
    <p>
      <a css={bigPhoneStyle} href={telHref(phone)}>
        {phone}
      </a>
    </p>
  );
}
