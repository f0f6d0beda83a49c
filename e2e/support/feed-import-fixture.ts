// The end-to-end test of the inventory import: two nightly feeds as a dealer's system exports them (Excel CSV
// in Windows-1252, photo URLs on a photo host), imported one after the other into a copy of a few vehicles of
// content/ (feed-import.ts), and the site built from the result: the integrations build, whose content they
// join. The first feed brings two new cars; the second drops one (it sold) and lowers the other's price.
import path from "node:path";
import iconv from "iconv-lite";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import type { VehicleContent } from "../../src/lib/content/vehicle-schema";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { FEED_HEADER, feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { exampleLots } from "./group-content";
import { INTEGRATIONS_BUILD_DIR } from "./platform-ports";

/** The content the imports write: a few vehicles of content/, then both imports. */
export const FEED_IMPORT_CONTENT = path.join(INTEGRATIONS_BUILD_DIR, "feed-content");
/** What the spec checks besides the site: the vehicle files after the first import, the imports' output, the photo host's log. */
export const FEED_IMPORT_RESULTS = path.join(INTEGRATIONS_BUILD_DIR, "feed-results");

/** The car both feeds list: the second at a lower price. Its description has a curly apostrophe (Windows-1252 0x92). */
export const STAYING = makeVehicle({
  vin: withVinCheckDigit("5TDJZRFH0LS812345"),
  stockNumber: "T2402",
  year: 2020,
  make: "Toyota",
  model: "Highlander",
  trim: "XLE",
  bodyStyle: "SUV",
  mileage: 39_120,
  price: 31_995,
  exteriorColor: "Celestial Silver Metallic",
  interiorColor: "Black SofTex",
  transmission: "Automatic",
  drivetrain: "AWD",
  fuelType: "Gasoline",
  engine: "3.5L V6",
  mpgCity: 20,
  mpgHighway: 27,
  features: ["Third-Row Seating", "Apple CarPlay", "Blind Spot Monitor"],
  description: { en: "Third-row seating for seven and the first owner’s service records." },
  badges: [],
  dateInStock: "2026-11-18",
  warranty: { type: "as-is" },
});
export const STAYING_PRICE_IN_SECOND_FEED = 30_495;

/**
 * The car only the first feed lists: marked sold by the second. Its description carries markup, which the site
 * must show as text. (A spreadsheet formula would be refused by the import: tests/feed-import cover that.)
 */
export const LEAVING = makeVehicle({
  vin: withVinCheckDigit("1HGCV1F30JA054321"),
  stockNumber: "H2405",
  year: 2018,
  make: "Honda",
  model: "Accord",
  trim: "Sport",
  bodyStyle: "Sedan",
  price: 19_450,
  description: { en: 'Sport trim, one owner. <a href="https://evil.example/deal">Click for a better price</a>' },
  badges: [],
  dateInStock: "2026-11-20",
  warranty: { type: "as-is" },
});

/** Photo host paths of each new car, and the sample photo (content/vehicles/photos) each serves. */
export const FEED_PHOTOS: { vehicle: VehicleContent; photos: { urlPath: string; sample: string }[] }[] = [
  {
    vehicle: STAYING,
    photos: [
      { urlPath: "/lot/T2402/1.jpg", sample: "2018-toyota-rav4-t24114-side.jpg" },
      { urlPath: "/lot/T2402/2.jpg", sample: "2018-toyota-rav4-t24114-front.jpg" },
      { urlPath: "/lot/T2402/3.jpg", sample: "2018-toyota-rav4-t24114-rear.jpg" },
    ],
  },
  {
    vehicle: LEAVING,
    photos: [
      { urlPath: "/lot/H2405/1.jpg", sample: "2019-honda-civic-h24100-side.jpg" },
      { urlPath: "/lot/H2405/2.jpg", sample: "2019-honda-civic-h24100-front.jpg" },
    ],
  },
];

/**
 * The lot each new car is on, as the dealer's system names it in its Lot column: a lot's feed id (examples/dealer-
 * group/locations/), a number for one and letters for the other, as two systems of one group might.
 */
export const FEED_LOTS: Record<string, { lot: string; written: string }> = {
  [STAYING.vin]: { lot: "elk-grove", written: "1002" },
  [LEAVING.vin]: { lot: "roseville", written: "RSV" },
};

// Like many exports, no Buyers Guide column: new cars take importDefaults.warranty from site.json. A group's
// export names each car's lot.
const HEADER = [...FEED_HEADER.filter((name) => name !== "Warranty"), "Lot"];

/** The Lot cell of a car: a new car's as FEED_LOTS says, a car already on the site its lot's first feed id. */
function lotCell(vehicle: VehicleContent): string {
  const written = FEED_LOTS[vehicle.vin]?.written;
  if (written) return written;
  const lot = exampleLots().find((candidate) => candidate.id === vehicle.location);
  return lot?.feedIds?.[0] ?? lot?.id ?? "";
}

function feed(cars: VehicleContent[], existing: VehicleContent[], photoOrigin: string): Buffer {
  const photosOf = (vehicle: VehicleContent) =>
    FEED_PHOTOS.find((entry) => entry.vehicle.vin === vehicle.vin)?.photos.map(
      (photo) => `${photoOrigin}${photo.urlPath}`,
    ) ?? [];
  // The cars already on the site carry no photo URLs in this export: they keep the photos staff gave them.
  const records = [...existing, ...cars].map((vehicle) => ({
    ...feedRecord(vehicle, photosOf(vehicle)),
    Lot: lotCell(vehicle),
  }));
  return iconv.encode(feedText(records, HEADER), "windows-1252");
}

export const firstFeed = (existing: VehicleContent[], photoOrigin: string) =>
  feed([STAYING, LEAVING], existing, photoOrigin);
export const secondFeed = (existing: VehicleContent[], photoOrigin: string) =>
  feed([{ ...STAYING, price: STAYING_PRICE_IN_SECOND_FEED }], existing, photoOrigin);
