import React from "react";
import type { Lot } from "../../lib/locations/lot";
import { lotPageJsonLd } from "../../lib/locations/lot-json-ld";
import { jsonLdScriptContent } from "../../lib/seo/json-ld";
import { useSiteUrl } from "../seo";

/** A lot page's structured data: its AutoDealer, part of the group's Organization. */
export function LotJsonLd({ lot }: { lot: Lot }) {
  const siteUrl = useSiteUrl();
  if (!siteUrl) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(lotPageJsonLd(lot, siteUrl)) }}
    />
  );
}
