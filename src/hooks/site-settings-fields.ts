import { graphql } from "gatsby";

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    businessName
    shortName
    tagline {
      ...LocalizedTextFields
    }
    description {
      ...LocalizedTextFields
    }
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
    callToAction {
      ...LocalizedTextFields
    }
    languages
    contact {
      heading {
        ...LocalizedTextFields
      }
      subheading {
        ...LocalizedTextFields
      }
      intro {
        ...LocalizedTextFields
      }
    }
    badges {
      lowPrice {
        ...LocalizedTextFields
      }
      lowMiles {
        ...LocalizedTextFields
      }
      dealerInspected {
        ...LocalizedTextFields
      }
      localDelivery {
        ...LocalizedTextFields
      }
      getItTomorrow {
        ...LocalizedTextFields
      }
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
      location {
        ...LocalizedTextFields
      }
    }
    historyReport {
      provider
      urlTemplate
    }
    reserve {
      urlTemplate
      label {
        ...LocalizedTextFields
      }
      deposit {
        ...LocalizedTextFields
      }
    }
    reviews {
      site
      rating
      count
      readOn
      url
      text {
        ...LocalizedTextFields
      }
    }
    serviceContract
    sellsInCalifornia
    fees {
      name {
        ...LocalizedTextFields
      }
      amount
      required
      includedInPrice
    }
  }
`;
