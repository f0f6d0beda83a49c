// Cars and subscriptions for the alert tests: cars made from schema-valid content (make-vehicle.ts) the way the build
// makes them (gatsby/alerts/write-alert-inventory.ts), so a test inventory is what a build would write.
import { alertVehicleOf } from "../../../gatsby/alerts/write-alert-inventory";
import type { AlertInventory, AlertVehicle } from "../../../src/lib/alerts/alert-vehicle";
import type { Subscription } from "../../../src/lib/alerts/subscription";
import { makeVehicle } from "../../../src/lib/content/make-vehicle";
import type { VehicleContent } from "../../../src/lib/content/vehicle-schema";
import { withVinCheckDigit } from "../../../src/lib/content/vin";

let vins = 0;

export function car(overrides: Partial<VehicleContent> = {}, photo?: string): AlertVehicle {
  vins += 1;
  return alertVehicleOf(
    makeVehicle({ vin: withVinCheckDigit(`1HGCV1F30LA${String(100000 + vins).slice(-6)}`), ...overrides }),
    photo,
  );
}

export const CIVIC = car(
  {
    stockNumber: "H24100",
    year: 2019,
    make: "Honda",
    model: "Civic",
    trim: "EX",
    price: 18_995,
    bodyStyle: "Sedan",
    dateInStock: "2026-10-02",
  },
  "/static/abc/civic.jpg",
);
export const CRV = car({
  stockNumber: "H24200",
  year: 2021,
  make: "Honda",
  model: "CR-V",
  trim: "EX",
  price: 27_500,
  bodyStyle: "SUV",
  drivetrain: "AWD",
  dateInStock: "2026-10-05",
});
export const PRIUS = car({
  stockNumber: "T24205",
  year: 2014,
  make: "Toyota",
  model: "Prius",
  trim: "Two",
  price: 11_495,
});
export const SOLD_TRUCK = car({
  stockNumber: "F24121",
  year: 2017,
  make: "Ford",
  model: "F-150",
  trim: "XLT",
  bodyStyle: "Truck",
  status: "sold",
});
export const PENDING_MUSTANG = car({
  stockNumber: "F24177",
  year: 2017,
  make: "Ford",
  model: "Mustang",
  trim: "GT",
  bodyStyle: "Coupe",
  status: "pending",
});

export const INVENTORY: AlertVehicle[] = [CIVIC, CRV, PRIUS, SOLD_TRUCK, PENDING_MUSTANG];

export const inventoryOf = (vehicles: AlertVehicle[], enabled = true): AlertInventory => ({
  enabled,
  id: vehicles.map((vehicle) => `${vehicle.stockNumber}:${vehicle.price}:${vehicle.status}`).join("|"),
  vehicles,
});

/** The live inventory with `stock` changed. */
export const withCar = (vehicles: AlertVehicle[], stock: string, change: Partial<AlertVehicle>): AlertVehicle[] =>
  vehicles.map((vehicle) => (vehicle.stockNumber === stock ? { ...vehicle, ...change } : vehicle));

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: "0123456789abcdef01234567",
    email: "shopper@example.com",
    language: "en",
    createdAt: "2026-11-20T10:00:00.000Z",
    confirmedAt: "2026-11-20T10:05:00.000Z",
    target: { kind: "price-drop", cars: [{ stockNumber: "H24100", title: "2019 Honda Civic EX", price: 18_995 }] },
    ...overrides,
  };
}

/** A dealer as site.json describes it. */
export const DEALER = {
  businessName: "Sierra Vista Motors",
  phone: "(916) 555-0142",
  email: "sales@sierravistamotors.example",
  address: { street: "4820 Fruitridge Road", city: "Sacramento", region: "CA", postalCode: "95820", country: "US" },
};

export const BADGES = {
  lowPrice: { en: "Low Price" },
  lowMiles: { en: "Low Miles", es: "Poco millaje" },
  dealerInspected: { en: "Dealer Inspected" },
  localDelivery: { en: "LOCAL DELIVERY" },
  getItTomorrow: { en: "Get it Tomorrow!" },
};

export const KEY = Buffer.alloc(32, 7).toString("base64");
