// The pricing fields in content (schema messages), the inventory index and the "Recently reduced" order.
import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";
import { decodeInventoryIndexInSlices, encodeInventoryIndex } from "../../src/lib/inventory/index-format";
import { sortVehicles } from "../../src/lib/inventory/sort";
import { inventoryVehicle } from "../inventory/fixtures";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const VEHICLE_FILE = "content/vehicles/x.json";

const siteProblems = (data: unknown) => {
  const result = siteSettingsSchema.safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
};
const vehicleProblems = (data: unknown) => {
  const result = vehicleSchema(2026).safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues(VEHICLE_FILE, result.error.issues);
};

const fee = { name: { en: "Documentation fee" }, amount: 85, required: true, includedInPrice: false };

describe("fees and priceReductionDays in content/site.json", () => {
  it("the sample site has California's $85 documentation fee, required and added, shown 30 days", () => {
    const parsed = siteSettingsSchema.parse(site);
    expect(parsed.fees).toEqual([{ ...fee, name: { en: "Documentation fee", es: "Cargo por documentación" } }]);
    expect(parsed.priceReductionDays).toBe(30);
  });

  it("both are optional", () => {
    const { fees: _fees, priceReductionDays: _days, ...without } = site;
    expect(siteProblems(without)).toEqual([]);
  });

  it.each([
    [{ ...fee, amount: -1 }, "fees[0].amount: expected an amount in dollars, like 85 or 85.50, got -1"],
    [{ ...fee, amount: 85.555 }, "fees[0].amount: expected dollars and whole cents (at most two decimals), got 85.555"],
    [{ ...fee, amount: "85" }, 'fees[0].amount: expected an amount in dollars, like 85 or 85.50, got "85"'],
    [{ ...fee, name: " " }, 'fees[0].name.en: expected a fee name such as "Documentation fee", got ""'],
    [
      { ...fee, required: "yes" },
      'fees[0].required: expected true (every buyer pays it) or false (optional), got "yes"',
    ],
  ])("names the fee's field and rule: %j", (bad, message) => {
    expect(siteProblems({ ...site, fees: [bad] })).toEqual([`content/site.json: ${message}`]);
  });

  it("rejects a fee listed twice and a missing includedInPrice", () => {
    expect(siteProblems({ ...site, fees: [fee, fee] })).toEqual([
      expect.stringMatching(/^content\/site\.json: fees: lists a fee name twice, got /),
    ]);
    const { includedInPrice: _included, ...partial } = fee;
    expect(siteProblems({ ...site, fees: [partial] })).toEqual([
      "content/site.json: fees[0].includedInPrice: expected true (already in each vehicle's price) or false (added to the advertised price), is missing",
    ]);
  });

  it.each([-1, 2.5, 366])("rejects priceReductionDays %j", (days) => {
    expect(siteProblems({ ...site, priceReductionDays: days })).toEqual([
      `content/site.json: priceReductionDays: expected a whole number of days from 0 to 365, got ${days}`,
    ]);
  });
});

describe("previousPrice and priceReducedOn in a vehicle file", () => {
  const car = makeVehicle({ price: 21_995, dateInStock: "2026-10-01" });

  it("accepts both, or neither", () => {
    expect(vehicleProblems({ ...car, previousPrice: 22_995, priceReducedOn: "2026-11-16" })).toEqual([]);
    expect(vehicleProblems(car)).toEqual([]);
  });

  it("asks for the other field when only one is given", () => {
    expect(vehicleProblems({ ...car, previousPrice: 22_995 })).toEqual([
      `${VEHICLE_FILE}: priceReducedOn: required when previousPrice is given (both or neither), is missing`,
    ]);
    expect(vehicleProblems({ ...car, priceReducedOn: "2026-11-16" })).toEqual([
      `${VEHICLE_FILE}: previousPrice: required when priceReducedOn is given (both or neither), is missing`,
    ]);
  });

  it("a previous price must be more than the price", () => {
    expect(vehicleProblems({ ...car, previousPrice: 21_995, priceReducedOn: "2026-11-16" })).toEqual([
      `${VEHICLE_FILE}: previousPrice: expected more than the price (21995); remove previousPrice and priceReducedOn when the price is no longer reduced, got 21995`,
    ]);
  });

  it("the date must be a real date, not before the vehicle arrived", () => {
    expect(vehicleProblems({ ...car, previousPrice: 22_995, priceReducedOn: "2026-09-30" })).toEqual([
      `${VEHICLE_FILE}: priceReducedOn: expected a date on or after dateInStock (2026-10-01), got "2026-09-30"`,
    ]);
    expect(vehicleProblems({ ...car, previousPrice: 22_995, priceReducedOn: "2026-11-31" })).toEqual([
      `${VEHICLE_FILE}: priceReducedOn: expected a real calendar date as YYYY-MM-DD, got "2026-11-31"`,
    ]);
  });
});

describe("price reductions in the inventory index and the Recently reduced order", () => {
  const older = {
    ...inventoryVehicle({ stockNumber: "A1", dateInStock: "2026-09-01" }),
    priceReduction: { amount: 500, on: "2026-11-10" },
  };
  const newer = {
    ...inventoryVehicle({ stockNumber: "B1", dateInStock: "2026-08-01" }),
    priceReduction: { amount: 1_000, on: "2026-11-20" },
  };
  const plainNew = inventoryVehicle({ stockNumber: "C1", dateInStock: "2026-11-01" });
  const plainOld = inventoryVehicle({ stockNumber: "D1", dateInStock: "2026-07-01" });

  it("sorts the newest reduction first, then every other vehicle newest arrival first", () => {
    const sorted = sortVehicles([plainOld, older, plainNew, newer], "reduced", (vehicle) => vehicle);
    expect(sorted.map((vehicle) => vehicle.stockNumber)).toEqual(["B1", "A1", "C1", "D1"]);
  });

  it("the index carries a reduction's amount and date, and none where there is none", async () => {
    const { vehicles: decoded } = await decodeInventoryIndexInSlices(
      encodeInventoryIndex([newer, plainNew].map(({ imageRef: _ref, path: _path, ...vehicle }) => vehicle)),
    );
    expect(decoded[0].priceReduction).toEqual({ amount: 1_000, on: "2026-11-20" });
    expect(decoded[1]).not.toHaveProperty("priceReduction");
  });
});
