import { graphql } from "gatsby";

// Everything a page shows of a dealer group's lot (src/lib/locations/lot.ts reads it back as a Lot).
export const siteLocationFields = graphql`
  fragment SiteLocationFields on SiteLocation {
    locationId
    path
    name
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
    servicePhone
    email
    mapUrl
    hours {
      day
      hours
    }
    serviceHours {
      day
      hours
    }
    storeCode
    buyersGuide {
      name
      address {
        street
        city
        region
        postalCode
        country
      }
    }
  }
`;
