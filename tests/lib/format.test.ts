import { describe, expect, it } from "vitest";
import {
  formatDollars,
  formatMileage,
  formatMiles,
  formatMoney,
  formatNumber,
  formatPrice,
  formatVehicleCount,
} from "../../src/lib/format";
import { intlLocaleOf, LOCALES } from "../../src/lib/i18n/locale";
import { seededRandom } from "../../src/lib/seeded-random";

// The functions replace Intl.NumberFormat (see src/lib/format.ts); they must say exactly what it says.
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

const EDGES = [
  0,
  0.5,
  1,
  1.005,
  1.115,
  2.5,
  -2.5,
  0.125,
  9.995,
  99.5,
  999.5,
  999,
  1000,
  12995,
  12995.49,
  12995.5,
  48210.4,
  1234567.891,
  -1234.5,
  -0.4,
  1e9 + 0.5,
  312.444999,
  312.445,
];

function samples(): number[] {
  const random = seededRandom(7);
  const values = [...EDGES];
  for (let index = 0; index < 2000; index += 1)
    values.push(
      (Math.round(random() * 10 ** (1 + (index % 8))) / (index % 3 === 0 ? 1000 : index % 3 === 1 ? 100 : 1)) *
        (index % 11 === 0 ? -1 : 1),
    );
  return values;
}

describe("number formatting", () => {
  it("formats prices as Intl does, whole dollars", () => {
    for (const value of samples()) expect(formatPrice(value), String(value)).toBe(dollars.format(value));
  });

  it("formats money with cents as Intl does", () => {
    for (const value of samples()) expect(formatMoney(value), String(value)).toBe(dollarsAndCents.format(value));
  });

  it("formats whole numbers and mileage as Intl does", () => {
    for (const value of samples()) expect(formatNumber(value), String(value)).toBe(wholeNumber.format(value));
    expect(formatMileage(48210)).toBe("48,210 mi");
  });

  it("writes the shapes shoppers read", () => {
    expect(formatPrice(12995)).toBe("$12,995");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatPrice(1e9 + 0.5)).toBe("$1,000,000,001");
  });
});

describe("formatVehicleCount", () => {
  it("says vehicle for one and vehicles otherwise, with grouped digits", () => {
    expect(formatVehicleCount(1)).toBe("1 vehicle");
    expect(formatVehicleCount(0)).toBe("0 vehicles");
    expect(formatVehicleCount(1250)).toBe("1,250 vehicles");
  });

  it("counts in Spanish: vehículo for one, vehículos for zero and more", () => {
    expect(formatVehicleCount(1, "es")).toBe("1 vehículo");
    expect(formatVehicleCount(0, "es")).toBe("0 vehículos");
    expect(formatVehicleCount(2, "es")).toBe("2 vehículos");
    expect(formatVehicleCount(1250, "es")).toBe("1,250 vehículos");
    expect(formatVehicleCount(1_000_000, "es")).toBe("1,000,000 vehículos");
  });
});

// Every locale against Intl for that locale: es-US happens to write numbers as en-US does today, and these
// tests are what would notice if a locale (or a future CLDR) wrote them otherwise.
describe.each(LOCALES)("formatting for %s, as Intl does", (locale) => {
  const tag = intlLocaleOf(locale);
  const intl = {
    price: new Intl.NumberFormat(tag, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
    money: new Intl.NumberFormat(tag, { style: "currency", currency: "USD", minimumFractionDigits: 2 }),
    number: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
    mileage: new Intl.NumberFormat(tag, { style: "unit", unit: "mile", maximumFractionDigits: 0 }),
    miles: new Intl.NumberFormat(tag, { style: "unit", unit: "mile", unitDisplay: "long", maximumFractionDigits: 0 }),
  };

  it("formats prices, money and whole numbers", () => {
    for (const value of samples()) {
      expect(formatPrice(value, locale), String(value)).toBe(intl.price.format(value));
      expect(formatMoney(value, locale), String(value)).toBe(intl.money.format(value));
      expect(formatNumber(value, locale), String(value)).toBe(intl.number.format(value));
    }
  });

  it("keeps a fee's cents and drops .00", () => {
    expect(formatDollars(22080, locale)).toBe(intl.price.format(22080));
    expect(formatDollars(22080.5, locale)).toBe(intl.money.format(22080.5));
  });

  it("writes mileage with the mile abbreviation, and in words with the plural the number takes", () => {
    for (const value of [0, 1, 1.4, 1.5, 2, 48210, 48210.4, 1_000_000, 2_000_000, 1_000_001]) {
      expect(formatMileage(value, locale), String(value)).toBe(intl.mileage.format(value));
      expect(formatMiles(value, locale), String(value)).toBe(intl.miles.format(value));
    }
  });
});

describe("Spanish shapes shoppers read", () => {
  it("writes dollars and miles the US way", () => {
    expect(formatPrice(12995, "es")).toBe("$12,995");
    expect(formatMoney(1234.5, "es")).toBe("$1,234.50");
    expect(formatMileage(48210, "es")).toBe("48,210 mi");
    expect(formatMiles(1, "es")).toBe("1 milla");
    expect(formatMiles(48210, "es")).toBe("48,210 millas");
  });
});
