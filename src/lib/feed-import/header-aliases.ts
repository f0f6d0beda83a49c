// Which feed column carries which vehicle field. Column names are compared case- and punctuation-blind
// ("Stock #", "stock_number" and "StockNumber" are the same), and the table lists the names that exports of
// the common dealer systems (Frazer, DealerCenter, vAuto, HomeNet and the like) use.
import { ImportError } from "./import-error";

export const FEED_FIELDS = [
  "vin",
  "stockNumber",
  "year",
  "make",
  "model",
  "trim",
  "bodyStyle",
  "mileage",
  "price",
  "exteriorColor",
  "interiorColor",
  "transmission",
  "drivetrain",
  "fuelType",
  "engine",
  "mpgCity",
  "mpgHighway",
  "features",
  "description",
  "descriptionEs",
  "photos",
  "video",
  "dateInStock",
  "status",
  "warranty",
  "warrantySystems",
  "warrantyDuration",
  "location",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** @internal exported for its unit tests */
export const HEADER_ALIASES: Record<FeedField, readonly string[]> = {
  vin: ["VIN", "VehicleVIN", "VIN Number"],
  stockNumber: ["Stock", "StockNumber", "Stock #", "Stock No", "StockNum", "Stock ID"],
  year: ["Year", "ModelYear", "Vehicle Year"],
  make: ["Make", "Vehicle Make"],
  model: ["Model", "Vehicle Model"],
  trim: ["Trim", "Trim Level", "Series"],
  bodyStyle: ["Body", "BodyStyle", "Body Type", "Body Style"],
  mileage: ["Miles", "Mileage", "Odometer", "Odometer Reading"],
  price: ["Price", "InternetPrice", "SellingPrice", "Price_Current", "Sale Price", "Asking Price"],
  exteriorColor: ["ExteriorColor", "Ext Color", "Exterior", "Exterior Colour", "Color", "Colour"],
  interiorColor: ["InteriorColor", "Int Color", "Interior", "Interior Colour"],
  transmission: ["Transmission", "Trans", "Transmission Type"],
  drivetrain: ["Drivetrain", "DriveType", "Drive_Type", "Drive", "Drive Train"],
  fuelType: ["FuelType", "Fuel", "Fuel Type"],
  engine: ["Engine", "Engine Description", "EngineDesc"],
  mpgCity: ["CityMPG", "EpaCityMpg", "MPG City", "EPA City"],
  mpgHighway: ["HwyMPG", "EpaHighwayMpg", "HighwayMPG", "MPG Highway", "MPG Hwy", "EPA Highway"],
  features: ["Options", "Features", "Equipment", "Vehicle Options"],
  description: ["Description", "Comments", "Dealer Comments", "Vehicle Comments", "Seller Comments"],
  // "Descripción" reads as "Descripcion" (accents are looked through); both are listed for the docs' table.
  descriptionEs: [
    "description_es",
    "Description ES",
    "Spanish Description",
    "spanish_description",
    "Description (Spanish)",
    "Descripcion",
    "Descripción",
    "Comentarios",
  ],
  photos: ["ImageURLs", "Photos", "Pics", "Photo URLs", "Images", "ImageList", "PhotoURL", "Image URLs"],
  video: ["Video", "Video URL", "VideoURL", "Video Link", "Walkaround Video", "Walk-around Video"],
  dateInStock: ["DateInStock", "InStockDate", "Stock Date", "Date In", "Inventory Date", "Date Added"],
  status: ["Status", "Vehicle Status", "Stock Status"],
  warranty: ["Warranty", "WarrantyType", "Buyers Guide", "BuyersGuide"],
  warrantySystems: ["Warranty Systems", "WarrantySystems", "Systems Covered", "Covered Systems"],
  warrantyDuration: ["Warranty Duration", "WarrantyDuration", "Warranty Term", "WarrantyTerm", "Warranty Length"],
  // A dealer group's lot (feed-lots.ts): what the dealer's system calls it, read through each lot's feedIds.
  location: ["Lot", "Lot ID", "Location", "Location ID", "Dealer ID", "Store", "Store ID", "Store Code"],
};

/**
 * "Stock #" -> "stock", "Price_Current" -> "pricecurrent".
 * @internal exported for its unit tests
 */
export const normaliseHeader = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const FIELD_BY_NAME = new Map<string, FeedField>(
  FEED_FIELDS.flatMap((field) => HEADER_ALIASES[field].map((alias) => [normaliseHeader(alias), field] as const)),
);

export interface FeedColumn {
  index: number;
  /** The column's name as the feed spells it, for messages. */
  name: string;
}

export interface ColumnMap {
  columns: Partial<Record<FeedField, FeedColumn>>;
  /** Columns no field uses (MSRP, cost, internal notes ...): reported, never read. */
  ignored: string[];
}

interface MapOptions {
  /**
   * Whether the site has lots (content/locations/), so a lot column means something. Without, a feed's Lot or
   * Location column is listed as not used, as before lots existed, and never refuses a row of a one-lot dealer.
   */
  lots: boolean;
}

/**
 * Matches the header to fields. Two columns for one field (Price and InternetPrice) is an error rather than
 * a choice made for the dealer; a feed without a VIN column cannot be matched to anything.
 */
export function mapColumns(header: readonly string[], { lots }: MapOptions = { lots: true }): ColumnMap {
  const columns: Partial<Record<FeedField, FeedColumn>> = {};
  const ignored: string[] = [];
  const problems: string[] = [];
  header.forEach((name, index) => {
    const matched = FIELD_BY_NAME.get(normaliseHeader(name));
    const field = matched === "location" && !lots ? undefined : matched;
    if (!field) {
      if (name.trim() !== "") ignored.push(name);
      return;
    }
    const earlier = columns[field];
    if (earlier) {
      problems.push(
        `row 1: columns "${earlier.name}" and "${name}" both give the ${field}; remove or rename one of them`,
      );
      return;
    }
    columns[field] = { index, name };
  });
  if (!columns.vin) {
    problems.push(
      `row 1: no VIN column (vehicles are matched by VIN); expected a column named ${HEADER_ALIASES.vin.map((alias) => `"${alias}"`).join(" or ")}`,
    );
  }
  if (problems.length > 0) throw new ImportError(problems);
  return { columns, ignored };
}
