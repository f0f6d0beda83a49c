// Explicit GraphQL types for the content nodes: required fields are non-null, nothing is inferred,
// so an empty or partial inventory never changes the shape of a query. A staff-written text is a
// LocalizedText, one field per language of LOCALES (src/lib/i18n/localized-text.ts): English non-null, the others
// nullable (where one is missing the English text shows). The Vehicle type follows from the vehicle's one
// declaration, its zod schema (see vehicleTypeDef below).
import { LOCALES } from "../../src/lib/i18n/locale";
import { vehicleFieldsSchema } from "../../src/lib/content/vehicle-schema";
import { REVIEW_SITES } from "../../src/lib/content/site-fields";
import { vehicleTypeDef } from "./vehicle-type-def";

const otherTypeDefs = /* GraphQL */ `
  type SiteAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SiteGeo {
    latitude: Float!
    longitude: Float!
  }
  type SiteHours {
    day: String!
    hours: String!
  }
  type SiteContactHeadings {
    heading: LocalizedText!
    subheading: LocalizedText!
    intro: LocalizedText!
  }
  type SiteBadgeLabels {
    lowPrice: LocalizedText!
    lowMiles: LocalizedText!
    dealerInspected: LocalizedText!
    localDelivery: LocalizedText!
    getItTomorrow: LocalizedText!
  }
  type SiteFlags {
    topBar: Boolean!
    footer: Boolean!
    financing: Boolean!
    socialBlock: Boolean!
    facebook: Boolean!
    instagram: Boolean!
    twitter: Boolean!
  }
  type SiteSocial {
    facebook: String!
    instagram: String!
    twitter: String!
  }
  type SiteFinancing {
    creditScore: Int!
    termMonths: Int!
    annualIncome: Float!
    apr: Float!
    downPaymentPercent: Float!
  }
  type SiteCredit {
    vendorName: String!
    vendorUrl: String!
    location: LocalizedText!
  }
  type SiteHistoryReport {
    provider: String!
    urlTemplate: String!
  }
  type SiteReserve {
    urlTemplate: String!
    label: LocalizedText!
    deposit: LocalizedText!
  }
  type SiteCreditApplication {
    provider: String!
    providerName: String
    applicationUrl: LocalizedText!
    prequalificationUrl: LocalizedText
  }
  # A closed list GraphQL keeps closed (src/lib/content/site-fields.ts), so the pages take the site as it comes.
  enum ReviewSite {
    ${REVIEW_SITES.join("\n    ")}
  }
  type SiteReview {
    site: ReviewSite!
    rating: Float!
    count: Int!
    readOn: String!
    # The whole line in each language ("4.7 out of 5 on Google, 212 reviews, as of November 16, 2026"), written at
    # build (src/lib/content/review-lines.ts) so the footer on every page carries no message or formatting code.
    text: LocalizedText!
    url: String!
  }
  type SiteFee {
    name: LocalizedText!
    amount: Float!
    required: Boolean!
    includedInPrice: Boolean!
  }
  type SiteSettings implements Node @dontInfer {
    businessName: String!
    shortName: String!
    # Locale codes (src/lib/i18n/locale.ts), English first; ["en"] when content/site.json leaves it out.
    languages: [String!]!
    tagline: LocalizedText!
    description: LocalizedText!
    address: SiteAddress!
    geo: SiteGeo
    phone: String!
    email: String!
    mapUrl: String!
    hours: [SiteHours!]!
    callToAction: LocalizedText!
    contact: SiteContactHeadings!
    badges: SiteBadgeLabels!
    flags: SiteFlags!
    social: SiteSocial!
    financing: SiteFinancing!
    featuredVehicleCount: Int!
    credit: SiteCredit!
    historyReport: SiteHistoryReport
    reserve: SiteReserve
    reviews: [SiteReview!]
    creditApplication: SiteCreditApplication
    fees: [SiteFee!]
    priceReductionDays: Int
    serviceContract: Boolean
    sellsInCalifornia: Boolean
  }
  # One lot of a dealer group (content/locations/, src/lib/content/location-schema.ts), with what the build works out:
  # its page's path, its map link and its Buyers Guide's dealer box (the lot's own name and address unless given).
  type SiteLocation implements Node @dontInfer {
    locationId: String!
    order: Int!
    path: String!
    name: String!
    address: SiteAddress!
    geo: SiteGeo
    phone: String!
    servicePhone: String
    email: String!
    mapUrl: String!
    hours: [SiteHours!]!
    serviceHours: [SiteHours!]
    storeCode: String!
    buyersGuide: SiteBuyersGuideDealer!
  }
  # The home page's JSON-LD in each language (the dealership's AutoDealer, or a group's Organization and its lots),
  # written by the build (gatsby/content/home-structured-data.ts).
  type HomeStructuredData implements Node @dontInfer {
    jsonLd: LocalizedText!
  }
  type SiteBuyersGuideDealer {
    name: String!
    address: SiteAddress!
  }
  type Testimonial implements Node @dontInfer {
    order: Int!
    name: String!
    title: String!
    text: LocalizedText!
    rating: Int!
  }
  type VehiclePhoto {
    file: String!
    alt: String!
    # Staff wrote the alt (in English): a page in another language marks it lang="en". Otherwise the build's
    # "year make model, photo n of m", which each page says in its own language.
    altWritten: Boolean!
    image: File @link(by: "relativePath", from: "file")
    # The first photo's blurred preview, a data URL of the photo 20 px wide, which its page shows while the photo
    # loads; made while the build sources the vehicles (gatsby/content/first-photo-previews.ts). Null on the others.
    blurred: String
  }
  # A walk-around video (src/lib/vehicle-pages/video-node.ts): a hosted one has host, watchUrl and embedUrl; a file
  # beside the photos has fileName and file (its publicURL copies it into the build).
  type VehicleVideo {
    host: String
    watchUrl: String
    embedUrl: String
    fileName: String
    file: File @link(by: "relativePath", from: "fileName")
  }
  type VehicleWarranty {
    type: String!
    coverage: String
    laborPercent: Int
    partsPercent: Int
    systemsCovered: [String!]
    otherSystems: [VehicleWarrantyOtherSystem!]
    duration: VehicleWarrantyDuration
  }
  # A covered system the vocabulary lacks, in English and Spanish (src/lib/content/vehicle-schema.ts).
  type VehicleWarrantyOtherSystem {
    name: String!
    nameEs: String!
  }
  # "90 days or 3,000 miles, whichever comes first" as { days: 90, miles: 3000 }.
  type VehicleWarrantyDuration {
    days: Int
    months: Int
    miles: Int
  }
  type VehiclePriceReduction {
    amount: Float!
    on: String!
  }
`;

/** A staff-written text by language, generated from LOCALES so a new language needs no new GraphQL. */
const localizedTextTypeDef = `  type LocalizedText {
${LOCALES.map((locale) => `    ${locale}: String${locale === "en" ? "!" : ""}`).join("\n")}
  }
`;

export const contentTypeDefs = `${localizedTextTypeDef}${otherTypeDefs}\n${vehicleTypeDef(vehicleFieldsSchema())}`;
