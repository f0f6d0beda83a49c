import { graphql, useStaticQuery } from "gatsby";
import type { SiteSettings } from "../lib/content/site-settings-schema";

/**
 * The dealership's settings from content/site.json. The GraphQL schema declares every field non-null
 * and the build validated the file with zod, so the result is the zod type.
 */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `);
  return data.siteSettings as unknown as SiteSettings;
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
