// Writes vehicles out as a dealer feed, the way a dealer management system exports one: for tests, the
// end-to-end fixture and the 5,000-row benchmark. Columns use the exports' names, values their wording.
import type { VehicleContent } from "../content/vehicle-schema";

export const FEED_HEADER = [
  "Stock #",
  "VIN",
  "Year",
  "Make",
  "Model",
  "Trim",
  "Body Type",
  "Odometer",
  "InternetPrice",
  "Ext Color",
  "InteriorColor",
  "Transmission",
  "Drive_Type",
  "Fuel",
  "Engine",
  "EpaCityMpg",
  "EpaHighwayMpg",
  "Options",
  "Comments",
  "ImageURLs",
  "DateInStock",
  "Warranty",
] as const;
export type FeedHeader = (typeof FEED_HEADER)[number];
export type FeedRecord = Record<FeedHeader, string>;

const DRIVE_WORDS: Record<VehicleContent["drivetrain"], string> = {
  FWD: "Front Wheel Drive",
  RWD: "Rear Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "4x4",
};
const BODY_WORDS: Record<VehicleContent["bodyStyle"], string> = {
  Sedan: "4dr Car",
  SUV: "Sport Utility",
  Truck: "Crew Cab Pickup",
  Coupe: "2dr Car",
  Hatchback: "Hatchback",
  Convertible: "Convertible",
  Minivan: "Mini-van, Passenger",
  Wagon: "Wagon",
};
const WARRANTY_WORDS: Record<VehicleContent["warranty"]["type"], string> = {
  "as-is": "As Is - No Dealer Warranty",
  implied: "Implied Warranties Only",
  dealer: "Dealer Warranty",
};

const money = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const usDate = (iso: string) => {
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year}`;
};

/** One feed record for a vehicle; `photos` are the references to list (URLs or paths). */
export function feedRecord(vehicle: VehicleContent, photos: readonly string[]): FeedRecord {
  return {
    "Stock #": vehicle.stockNumber,
    VIN: vehicle.vin,
    Year: String(vehicle.year),
    Make: vehicle.make,
    Model: vehicle.model,
    Trim: vehicle.trim,
    "Body Type": BODY_WORDS[vehicle.bodyStyle],
    Odometer: vehicle.mileage.toLocaleString("en-US"),
    InternetPrice: money(vehicle.price),
    "Ext Color": vehicle.exteriorColor,
    InteriorColor: vehicle.interiorColor,
    Transmission:
      vehicle.transmission === "Manual" ? "6-Speed M/T" : vehicle.transmission === "CVT" ? "CVT" : "Automatic",
    Drive_Type: DRIVE_WORDS[vehicle.drivetrain],
    Fuel: vehicle.fuelType,
    Engine: vehicle.engine,
    EpaCityMpg: String(vehicle.mpgCity ?? 0),
    EpaHighwayMpg: String(vehicle.mpgHighway ?? 0),
    Options: vehicle.features.join(","),
    Comments: vehicle.description.en,
    ImageURLs: photos.join("|"),
    DateInStock: usDate(vehicle.dateInStock),
    Warranty: WARRANTY_WORDS[vehicle.warranty.type],
  };
}

const quote = (cell: string, separator: string) =>
  /["\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** The feed's text: a header row and one row per record, quoted only where needed, CRLF line ends as Excel writes. */
export function feedText(
  records: readonly Partial<Record<string, string>>[],
  header: readonly string[] = FEED_HEADER,
  separator = ",",
): string {
  const lines = [header, ...records.map((record) => header.map((name) => record[name] ?? ""))];
  return `${lines.map((cells) => cells.map((cell) => quote(cell, separator)).join(separator)).join("\r\n")}\r\n`;
}
