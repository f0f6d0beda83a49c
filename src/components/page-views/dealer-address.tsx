import { css } from "@emotion/react";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { fontSize, fontWeight } from "../../styles/tokens";

/** The postal address with a link to the map (new tab, no opener). */
export function DealerAddress({ site }: { site: Pick<SiteSettings, "businessName" | "address" | "mapUrl"> }) {
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
          Get directions on the map <span className="visually-hidden">(opens in a new tab)</span>
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
