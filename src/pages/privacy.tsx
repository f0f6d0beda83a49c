import { msg } from "@lingui/core/macro";
import { graphql, useStaticQuery } from "gatsby";
import React from "react";
import { PrivacyView } from "../components/page-views/privacy-view";
import { useCreditApplication } from "../hooks/use-credit-application";
import type { SiteSettings } from "../lib/content/site-settings-schema";
import { sitePage } from "../components/site-page";
import { privacyCatalogs } from "../locales/privacy";

// Both read as literal process.env.GATSBY_*, not through setting(): webpack inlines only that form.
// Error reporting is only switched on when a Sentry DSN is set at build time; the notice says so only then.
const ERROR_REPORTING = Boolean(process.env.GATSBY_SENTRY_DSN);
// Google Analytics is loaded only when a measurement id is set at build time; the notice describes it only then.
const ANALYTICS = Boolean(process.env.GATSBY_GA_MEASUREMENT_ID);
// E-mail alerts are offered only when the build has them on (gatsby/alerts/alerts-setting.ts); the notice says so then.
const ALERTS = process.env.GATSBY_ALERTS === "on";

/** The notice with what the build knows of the lead outbox (gatsby-config.ts, siteMetadata.leadKeeping). */
function Privacy({ site }: { site: SiteSettings }) {
  const { site: meta } = useStaticQuery<Queries.PrivacyLeadKeepingQuery>(graphql`
    query PrivacyLeadKeeping {
      site {
        siteMetadata {
          leadKeeping {
            encrypted
            maxDays
          }
        }
      }
    }
  `);
  const leadKeeping = meta?.siteMetadata?.leadKeeping;
  if (!leadKeeping?.maxDays) throw new Error("siteMetadata.leadKeeping is missing: see gatsby-config.ts");
  return (
    <PrivacyView
      site={site}
      errorReporting={ERROR_REPORTING}
      analytics={ANALYTICS}
      alerts={ALERTS}
      leadKeeping={{ encrypted: Boolean(leadKeeping.encrypted), maxDays: leadKeeping.maxDays }}
      creditApplication={useCreditApplication()}
    />
  );
}

const page = sitePage({
  section: "other",
  title: msg`Privacy notice`,
  description: msg`What our website's forms collect, why, who receives it, how long we keep it, and your California privacy rights.`,
  catalogs: privacyCatalogs,
  render: (site) => <Privacy site={site} />,
});

export default page.Page;
export const Head = page.Head;
