import { graphql, useStaticQuery } from "gatsby";
import { siteSettingsOf } from "../lib/content/from-graphql";
import type { SiteSettings } from "../lib/content/site-settings-schema";

/** The dealership's settings from content/site.json, as the zod-validated type. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `);
  return siteSettingsOf(data.siteSettings);
}

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    businessName
    shortName
    tagline
    description
    address {
      street
      city
      region
      postalCode
      country
    }
    geo {
      latitude
      longitude
    }
    phone
    email
    mapUrl
    hours {
      day
      hours
    }
    callToAction
    contact {
      heading
      subheading
      intro
    }
    badges {
      lowPrice
      lowMiles
      dealerInspected
      localDelivery
      getItTomorrow
    }
    flags {
      topBar
      footer
      financing
      socialBlock
      facebook
      instagram
      twitter
    }
    social {
      facebook
      instagram
      twitter
    }
    financing {
      creditScore
      termMonths
      annualIncome
      apr
      downPaymentPercent
    }
    featuredVehicleCount
    credit {
      vendorName
      vendorUrl
      location
    }
  }
`;
