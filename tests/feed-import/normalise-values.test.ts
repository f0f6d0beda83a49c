import {
  normaliseDate,
  normaliseMileage,
  normaliseMpg,
  normalisePrice,
  normaliseYear,
  normaliseParagraphs,
  normaliseLine,
} from "../../src/lib/feed-import/normalise-values";

const value = <T>(result: { value: T } | { error: string }) =>
  "value" in result ? result.value : `ERROR ${result.error}`;

describe("feed value normalisation", () => {
  it.each([
    ["$12,995.00", 12995],
    ["12995", 12995],
    ["12,995", 12995],
    ["$ 8,750", 8750],
    ["19995.50", 19995.5],
    ["1,234,567", 1234567],
    ["21995 USD", 21995],
  ])("price %s -> %s", (cell, expected) => expect(value(normalisePrice(cell))).toBe(expected));

  it.each(["Call for price", "12.995,00", "$12,99,5", "-500", "=1000*2", "12995.999"])(
    "price %s is not placed",
    (cell) => {
      expect(value(normalisePrice(cell))).toMatch(
        /^ERROR ".*" is not a price; expected dollars like 12995 or \$12,995\.00$/,
      );
    },
  );

  it.each([
    ["42,150", 42150],
    ["42150", 42150],
    ["42150 mi", 42150],
    ["42,150 miles", 42150],
    ["42150.0", 42150],
    ["0", 0],
  ])("mileage %s -> %s", (cell, expected) => expect(value(normaliseMileage(cell))).toBe(expected));

  it.each(["42150.5", "about 40k", "42k", "-10"])("mileage %s is not placed", (cell) => {
    expect(value(normaliseMileage(cell))).toMatch(/is not a whole number of miles/);
  });

  it("years are four digits", () => {
    expect(value(normaliseYear("2019"))).toBe(2019);
    expect(value(normaliseYear("19"))).toMatch(/^ERROR "19" is not a model year/);
    expect(value(normaliseYear("2019.0"))).toMatch(/^ERROR/);
  });

  it("MPG: whole numbers, 0 means no figure", () => {
    expect(value(normaliseMpg("31"))).toBe(31);
    expect(value(normaliseMpg("0"))).toBeUndefined();
    expect(value(normaliseMpg("31.5"))).toMatch(/^ERROR/);
  });

  it.each([
    ["2026-11-02", "2026-11-02"],
    ["2026-11-02 08:15:00", "2026-11-02"],
    ["2026-11-02T08:15:00Z", "2026-11-02"],
    ["11/02/2026", "2026-11-02"],
    ["11/2/2026", "2026-11-02"],
    ["1/9/2026 8:15:00 AM", "2026-01-09"],
  ])("date %s -> %s", (cell, expected) => expect(value(normaliseDate(cell))).toBe(expected));

  it.each([
    ["11/2/26", "is not a date"],
    ["02.11.2026", "is not a date"],
    ["2026-02-30", "is not a real calendar date"],
    ["13/01/2026", "is not a real calendar date"],
  ])("date %s is not placed (%s)", (cell, message) => expect(value(normaliseDate(cell))).toContain(message));

  it("tidies text: one line for names, paragraphs kept for descriptions", () => {
    expect(value(normaliseLine("Crystal   Black\nPearl"))).toBe("Crystal Black Pearl");
    expect(value(normaliseParagraphs("One owner.  \n\n\n\nClean  title."))).toBe("One owner.\n\nClean title.");
  });
});
