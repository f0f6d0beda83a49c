// The vehicle preview: the site's own card and detail view (src/components/vehicle/), fed from the entry
// being edited and the site settings as they stand in the editor.
import React, { useEffect, useState } from "react";
import { cardSettingsOf } from "../../lib/vehicle-pages/card-settings";
import { VehicleCard } from "../../components/vehicle-card/vehicle-card";
import { VehicleDetailView } from "../../components/vehicle-detail/vehicle-detail-view";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { plain, type ImmutableLike, type PreviewProps } from "../decap";
import { previewReviewLines } from "./preview-review-lines";
import { SitePreviewRoot } from "./site-preview-root";
import { vehiclePreviewData } from "./vehicle-preview-data";

const cardStyle: React.CSSProperties = { maxWidth: "22rem", margin: "0 auto 2rem", padding: "0 1rem" };

/** The site settings file, loaded once per preview (financing numbers, badge labels, phone). */
function useSiteSettings(getCollection: PreviewProps["getCollection"]): SiteSettings | undefined | null {
  const [site, setSite] = useState<SiteSettings | undefined | null>(undefined);
  useEffect(() => {
    let live = true;
    getCollection("site", "site").then(
      (entry) => {
        if (!live) return;
        const settings = plain((entry as ImmutableLike).get("data")) as SiteSettings;
        // The rating lines the build writes for the pages, written here for the preview.
        setSite(settings.reviews ? { ...settings, reviews: previewReviewLines(settings.reviews) } : settings);
      },
      () => live && setSite(null),
    );
    return () => {
      live = false;
    };
  }, [getCollection]);
  return site;
}

export function VehiclePreview({ entry, document, getAsset, getCollection }: PreviewProps) {
  const site = useSiteSettings(getCollection);
  const data = (plain(entry.get("data")) ?? {}) as Record<string, unknown>;
  const { card, detail } = vehiclePreviewData(data, (file) => getAsset(file)?.toString(), site?.fees);
  return (
    <SitePreviewRoot document={document}>
      {site === undefined && <p>Loading the site settings…</p>}
      {site === null && <p>The site settings could not be loaded, so the preview cannot show prices and badges.</p>}
      {site && (
        <>
          <div style={cardStyle}>
            <VehicleCard vehicle={card} settings={cardSettingsOf(site)} eager />
          </div>
          <VehicleDetailView vehicle={detail} similar={[]} site={site} />
        </>
      )}
    </SitePreviewRoot>
  );
}
