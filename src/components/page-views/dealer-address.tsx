import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";

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
