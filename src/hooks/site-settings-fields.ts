import { graphql } from "gatsby";

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    businessName
    shortName
    tagline
    taglineEs
    description
    descriptionEs
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
    callToActionEs
    languages
    contact {
      heading
      headingEs
      subheading
      subheadingEs
      intro
      introEs
    }
    badges {
      lowPrice
      lowPriceEs
      lowMiles
      lowMilesEs
      dealerInspected
      dealerInspectedEs
      localDelivery
      localDeliveryEs
      getItTomorrow
      getItTomorrowEs
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
      locationEs
    }
    historyReport {
      provider
      urlTemplate
    }
    reserve {
      urlTemplate
      label
      labelEs
      deposit
      depositEs
    }
    serviceContract
    fees {
      name
      nameEs
      amount
      required
      includedInPrice
    }
  }
`;
