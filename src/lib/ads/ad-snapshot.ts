// What a vehicle's ad said at one commit of content/: the facts a dealer must be able to show later (total price
// and the fees in it, status, description, photos), read from that commit's vehicle file and site.json. Old
// commits may hold older shapes (a description before it had languages, no fees yet): each field is read as it
// was, never refused, so the record covers the whole history.
import { priceBreakdown, type Fee } from "../pricing/fees";

export interface AdSnapshot {
  stockNumber: string;
  vin: string;
  /** `2019 Honda Civic EX` */
  title: string;
  price: number;
  /** The advertised (total) price: the price plus every required fee not already in it. */
  total: number;
  /** Required fees, `included` when already part of the price. */
  fees: Array<{ name: string; amount: number; included: boolean }>;
  status: string;
  /** By language code, as written. */
  description: Record<string, string>;
  photos: string[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** A text that became a map by language (`{ en, es }`) over time: both read as a map. */
function byLanguage(value: unknown): Record<string, string> {
  if (typeof value === "string") return { en: value };
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([lang, words]) => (typeof words === "string" ? [[lang, words]] : [])),
  );
}

/** The site's fees as that commit listed them; an entry without a number is not a fee. */
function feesOf(site: unknown): Fee[] {
  const fees = isObject(site) && Array.isArray(site.fees) ? site.fees : [];
  return fees.flatMap((fee): Fee[] =>
    isObject(fee) && typeof fee.amount === "number"
      ? [
          {
            name: byLanguage(fee.name) as Fee["name"],
            amount: fee.amount,
            required: fee.required === true,
            includedInPrice: fee.includedInPrice === true,
          },
        ]
      : [],
  );
}

/** The ad of a vehicle file's JSON under a site.json's fees; undefined when the file is not a vehicle. */
export function adSnapshot(vehicle: unknown, site: unknown): AdSnapshot | undefined {
  if (!isObject(vehicle) || typeof vehicle.price !== "number" || !text(vehicle.stockNumber)) return undefined;
  const breakdown = priceBreakdown(vehicle.price, feesOf(site));
  return {
    stockNumber: text(vehicle.stockNumber),
    vin: text(vehicle.vin),
    title: [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].map(text).filter(Boolean).join(" "),
    price: breakdown.vehiclePrice,
    total: breakdown.total,
    fees: breakdown.required.map((line) => ({
      name: line.name.en ?? Object.values(line.name).find(Boolean) ?? "fee",
      amount: line.amount,
      included: line.included,
    })),
    status: text(vehicle.status) || "available",
    description: byLanguage(vehicle.description),
    photos: Array.isArray(vehicle.photos)
      ? vehicle.photos.map((photo) => (isObject(photo) ? text(photo.file) : text(photo))).filter(Boolean)
      : [],
  };
}

/** Whether a stock number or VIN names this ad (stock numbers in any case, a VIN in full). */
export function namesVehicle(ad: AdSnapshot, stockOrVin: string): boolean {
  const wanted = stockOrVin.trim().toUpperCase();
  return ad.stockNumber.toUpperCase() === wanted || (ad.vin !== "" && ad.vin.toUpperCase() === wanted);
}
