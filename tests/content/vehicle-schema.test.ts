import { FORMULA_RULE } from "../../src/lib/content/formula-cell";
import { formatIssues } from "../../src/lib/content/format-issues";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";

const FILE = "content/vehicles/2017-honda-civic-A1234.json";

function problemsFor(data: unknown): string[] {
  const result = vehicleSchema(2026).safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues(FILE, result.error.issues);
}

describe("vehicle schema", () => {
  it("accepts a valid vehicle and fills default badges", () => {
    const { badges: _badges, ...withoutBadges } = makeVehicle();
    const result = vehicleSchema(2026).parse(withoutBadges);
    expect(result.badges).toEqual([]);
    expect(problemsFor(makeVehicle())).toEqual([]);
  });

  it("takes an optional Spanish description, trimmed like the English one", () => {
    const description = { en: makeVehicle().description.en, es: "  Un auto confiable, con su mantenimiento al día. " };
    const result = vehicleSchema(2026).parse({ ...makeVehicle(), description });
    expect(result.description.es).toBe("Un auto confiable, con su mantenimiento al día.");
    expect(vehicleSchema(2026).parse(makeVehicle()).description.es).toBeUndefined();
  });

  it("reads a file in the old form, descriptionEs beside the English description, the same", () => {
    const { en, es } = { en: makeVehicle().description.en, es: "Un auto confiable, con su mantenimiento al día." };
    const old = { ...makeVehicle(), description: en, descriptionEs: es };
    expect(vehicleSchema(2026).parse(old)).toEqual(
      vehicleSchema(2026).parse({ ...makeVehicle(), description: { en, es } }),
    );
  });

  it("names the language of a description too short", () => {
    const description = { en: makeVehicle().description.en, es: "Muy bueno." };
    expect(problemsFor({ ...makeVehicle(), description })).toEqual([
      `${FILE}: description.es: expected a description in Spanish of at least 20 characters, got "Muy bueno."`,
    ]);
  });

  it("names the file, the field and the rule for a price written as text", () => {
    expect(problemsFor({ ...makeVehicle(), price: "12,000" })).toEqual([
      `${FILE}: price: expected a positive number, got "12,000"`,
    ]);
  });

  it.each([
    ["price", -5, "price: expected a positive number, got -5"],
    ["mileage", 12.5, "mileage: expected a whole number of miles, 0 or more, got 12.5"],
    ["year", 1975, "year: expected a model year from 1981 to 2027, got 1975"],
    ["year", 2028, "year: expected a model year from 1981 to 2027, got 2028"],
    [
      "bodyStyle",
      "Spaceship",
      'bodyStyle: expected one of Sedan, SUV, Truck, Coupe, Hatchback, Convertible, Minivan, Wagon, got "Spaceship"',
    ],
    ["status", "reserved", 'status: expected one of available, pending, sold, got "reserved"'],
    ["dateInStock", "2026-02-30", 'dateInStock: expected a real calendar date as YYYY-MM-DD, got "2026-02-30"'],
    ["dateInStock", "10/01/2026", 'dateInStock: expected a date as YYYY-MM-DD, got "10/01/2026"'],
    ["stockNumber", "a 1", 'stockNumber: expected 2-16 capital letters, digits or dashes, got "a 1"'],
    ["make", "", 'make: expected a make, got ""'],
    ["description", "Nice car", 'description.en: expected a description of at least 20 characters, got "Nice car"'],
    // The old form's Spanish twin is read into description.es, and judged there.
    [
      "descriptionEs",
      "Buen auto",
      'description.es: expected a description in Spanish of at least 20 characters, got "Buen auto"',
    ],
    ["descriptionEs", "", 'description.es: expected a description in Spanish of at least 20 characters, got ""'],
    [
      "descriptionEs",
      "=HYPERLINK(1) and a long enough text",
      `description.es: ${FORMULA_RULE}, got "=HYPERLINK(1) and a long enough text"`,
    ],
    ["photos", [], "photos: expected at least one photo, got []"],
  ])("rejects a bad %s (%j)", (field, value, expected) => {
    // A twin in the old form stands beside an English description in the old form (a string).
    const old = field === "descriptionEs" ? { description: makeVehicle().description.en } : {};
    expect(problemsFor({ ...makeVehicle(), ...old, [field]: value })).toEqual([`${FILE}: ${expected}`]);
  });

  it("rejects a VIN whose check digit is wrong, and one with forbidden letters", () => {
    expect(problemsFor({ ...makeVehicle(), vin: "1HGCV1F31LA000001" })).toEqual([
      `${FILE}: vin: check digit (9th character) does not match the rest of the VIN, got "1HGCV1F31LA000001"`,
    ]);
    expect(problemsFor({ ...makeVehicle(), vin: "1HGCV1F3OLA000001" })[0]).toBe(
      `${FILE}: vin: expected 17 characters, letters (no I, O or Q) and digits, got "1HGCV1F3OLA000001"`,
    );
  });

  it("points into nested fields: photos, badges and warranty", () => {
    expect(problemsFor({ ...makeVehicle(), photos: [{ file: "car.gif" }] })).toEqual([
      `${FILE}: photos[0].file: expected a .jpg, .png, .webp or .avif file name in content/vehicles/photos, got "car.gif"`,
    ]);
    expect(problemsFor({ ...makeVehicle(), badges: ["cheap"] })).toEqual([
      `${FILE}: badges[0]: expected one of lowPrice, lowMiles, dealerInspected, localDelivery, getItTomorrow, got "cheap"`,
    ]);
    expect(problemsFor({ ...makeVehicle(), warranty: { type: "dealer", coverage: "partial" } })).toContain(
      `${FILE}: warranty.coverage: expected full or limited, got "partial"`,
    );
  });

  it("reports missing fields and misspelled ones", () => {
    const { price: _price, ...withoutPrice } = makeVehicle();
    expect(problemsFor(withoutPrice)).toEqual([`${FILE}: price: expected a positive number, is missing`]);
    expect(problemsFor({ ...makeVehicle(), milage: 5 })).toEqual([
      `${FILE}: (file): unknown field "milage" (check the spelling)`,
    ]);
  });

  it("takes an optional number of keys: a whole number from 0 to 9", () => {
    expect(vehicleSchema(2026).parse(makeVehicle({ keys: 2 })).keys).toBe(2);
    expect(problemsFor(makeVehicle({ keys: 0 }))).toEqual([]);
    expect(problemsFor({ ...makeVehicle(), keys: 1.5 })).toEqual([
      `${FILE}: keys: expected a whole number of keys from 0 to 9, got 1.5`,
    ]);
    expect(problemsFor({ ...makeVehicle(), keys: "two" })).toHaveLength(1);
  });

  it("rejects a badge listed twice", () => {
    expect(problemsFor({ ...makeVehicle(), badges: ["lowPrice", "lowPrice"] })).toEqual([
      `${FILE}: badges: lists a badge twice, got ["lowPrice","lowPrice"]`,
    ]);
  });
});
