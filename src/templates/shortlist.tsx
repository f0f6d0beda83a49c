import { msg } from "@lingui/core/macro";
import type { HeadProps, PageProps } from "gatsby";
import { withPrefix } from "gatsby";
import React from "react";
import { savedAlert } from "../components/alerts/saved-alert-slot";
import { Layout } from "../components/layout";
import { CompareView } from "../components/saved/compare-view";
import { SavedView, type SavedAlertSlot } from "../components/saved/saved-view";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { ShortlistPageContext } from "../lib/saved/shortlist-data";
import { shortlistCatalogs } from "../locales/shortlist";

// /saved/ and /compare/?stock=...: created in gatsby/pages/create-shortlist-pages.ts with the shortlist data's
// address. One template for both, so they share one chunk: each page would otherwise split the chunks the
// home page and the vehicle pages load into more, smaller files. Per visitor (the list lives in the browser,
// the comparison in the query): noindex, so the sitemap leaves them out.
export default function ShortlistTemplate({ pageContext, location }: PageProps<object, ShortlistPageContext>) {
  const site = useSiteSettings();
  const dataUrl = withPrefix(pageContext.dataUrl);
  return (
    <Layout section="other">
      {pageContext.view === "saved" ? (
        <SavedView
          dataUrl={dataUrl}
          priceAlert={savedAlertOf(savedAlert, site.businessName)}
          totalPriceNote={site.sellsInCalifornia ?? false}
        />
      ) : (
        <CompareView search={location.search} dataUrl={dataUrl} site={site} />
      )}
    </Layout>
  );
}

/** The price-drop alert for the saved cars, when the build offers alerts. */
function savedAlertOf(forms: typeof savedAlert, businessName: string): SavedAlertSlot | undefined {
  if (!forms) return undefined;
  const { SavedAlert } = forms;
  return (vehicles) => <SavedAlert vehicles={vehicles} businessName={businessName} />;
}

const HEADS = {
  saved: { title: msg`Saved vehicles`, description: msg`The vehicles you saved on this device, with current prices.` },
  compare: {
    title: msg`Compare vehicles`,
    description: msg`Compare saved vehicles side by side: price, payment, mileage, features and warranty.`,
  },
};

export function Head({ location, pageContext }: HeadProps<object, ShortlistPageContext>) {
  return <Seo path={location.pathname} {...HEADS[pageContext.view]} catalogs={shortlistCatalogs} noindex />;
}
