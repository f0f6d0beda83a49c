import { graphql } from "gatsby";

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    businessName
    shortName
    tagline
    taglineEs
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
    languages
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
    historyReport {
      provider
      urlTemplate
    }
    reserve {
      urlTemplate
      label
      deposit
    }
    fees {
      name
      amount
      required
      includedInPrice
    }
  }
`;
