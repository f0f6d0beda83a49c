// A dealer warranty's terms as content holds them (closed vocabulary, duration as numbers) and as each language's
// page says them; the schema's rules on them; and the import reading them from a feed's words.
import { COVERED_SYSTEMS } from "../../src/lib/content/vehicle-fields";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleSchema, type DealerWarranty } from "../../src/lib/content/vehicle-schema";
import { coveredSystemLabel, coveredSystemsText, warrantyDurationText } from "../../src/lib/content/warranty-labels";
import { normaliseCoveredSystems, normaliseWarrantyDuration } from "../../src/lib/feed-import/warranty-terms";

const dealer = (overrides: Partial<DealerWarranty> = {}): DealerWarranty => ({
  type: "dealer",
  coverage: "limited",
  laborPercent: 100,
  partsPercent: 100,
  systemsCovered: ["Engine"],
  duration: { days: 90, miles: 3000 },
  ...overrides,
});

describe("warrantyDurationText", () => {
  it.each([
    [
      { days: 90, miles: 3000 },
      "90 days or 3,000 miles, whichever comes first",
      "90 días o 3,000 millas, lo que ocurra primero",
    ],
    [
      { months: 12, miles: 12000 },
      "12 months or 12,000 miles, whichever comes first",
      "12 meses o 12,000 millas, lo que ocurra primero",
    ],
    [{ days: 30 }, "30 days", "30 días"],
    [{ days: 1 }, "1 day", "1 día"],
    [{ months: 1 }, "1 month", "1 mes"],
    [{ miles: 1000 }, "1,000 miles", "1,000 millas"],
    [{ miles: 1 }, "1 mile", "1 milla"],
  ])("says %o in English and in US Spanish", (duration, english, spanish) => {
    expect(warrantyDurationText(duration, "en")).toBe(english);
    expect(warrantyDurationText(duration, "es")).toBe(spanish);
  });

  it("groups thousands as es-US does", () => {
    const miles = 123456;
    expect(warrantyDurationText({ miles }, "es")).toBe(`${new Intl.NumberFormat("es-US").format(miles)} millas`);
  });
});

describe("the covered systems", () => {
  it("each have a Spanish name of their own", () => {
    const spanish = COVERED_SYSTEMS.map((system) => coveredSystemLabel(system, "es"));
    for (const [index, system] of COVERED_SYSTEMS.entries()) expect(spanish[index], system).not.toBe(system);
    expect(new Set(spanish).size).toBe(COVERED_SYSTEMS.length);
  });

  it("list the vocabulary's first, then the ones staff wrote, in the page's language", () => {
    const warranty = dealer({
      systemsCovered: ["Engine", "Air conditioning"],
      otherSystems: [{ name: "Turbocharger", nameEs: "Turbocompresor" }],
    });
    expect(coveredSystemsText(warranty, "en")).toEqual(["Engine", "Air conditioning", "Turbocharger"]);
    expect(coveredSystemsText(warranty, "es")).toEqual(["Motor", "Aire acondicionado", "Turbocompresor"]);
  });
});

describe("a dealer warranty in content", () => {
  const problems = (warranty: unknown) => {
    const result = vehicleSchema(2026).safeParse({ ...makeVehicle(), warranty });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("is valid with systems from the list and a duration in numbers", () => {
    expect(problems(dealer())).toEqual([]);
    expect(
      problems(dealer({ systemsCovered: [], otherSystems: [{ name: "Turbocharger", nameEs: "Turbocompresor" }] })),
    ).toEqual([]);
  });

  it("refuses a system outside the list, and shorthand the FTC does not allow", () => {
    expect(problems(dealer({ systemsCovered: ["Powertrain" as never] }))[0]).toMatch(
      /^warranty\.systemsCovered\.0: expected one of Engine, /,
    );
    expect(problems(dealer({ otherSystems: [{ name: "Powertrain", nameEs: "Tren motriz" }] }))[0]).toMatch(
      /^warranty\.otherSystems\.0\.name: the FTC does not allow shorthand/,
    );
  });

  it("wants a Spanish name beside every other system", () => {
    expect(problems(dealer({ otherSystems: [{ name: "Turbocharger" } as never] }))[0]).toMatch(
      /^warranty\.otherSystems\.0\.nameEs: expected the system's name in Spanish/,
    );
  });

  it("holds a full warranty at 100% of labor and parts (below that it is a limited one)", () => {
    expect(problems(dealer({ coverage: "full" }))).toEqual([]);
    expect(problems(dealer({ coverage: "full", laborPercent: 50, partsPercent: 99 }))).toEqual([
      "warranty.laborPercent: a full warranty pays 100% (below that it is a limited warranty)",
      "warranty.partsPercent: a full warranty pays 100% (below that it is a limited warranty)",
    ]);
    expect(problems(dealer({ coverage: "limited", laborPercent: 50 }))).toEqual([]);
  });

  it("wants at least one system, each once", () => {
    expect(problems(dealer({ systemsCovered: [] }))).toEqual([
      "warranty.systemsCovered: expected at least one covered system (or an other system)",
    ]);
    expect(problems(dealer({ systemsCovered: ["Engine", "Engine"] }))).toEqual([
      "warranty.systemsCovered: lists a system twice",
    ]);
  });

  it("wants a duration as numbers: days or months, miles, or both", () => {
    expect(problems(dealer({ duration: {} }))[0]).toMatch(
      /^warranty\.duration: expected days or months, miles, or both/,
    );
    expect(problems(dealer({ duration: { days: 30, months: 1 } }))).toEqual([
      "warranty.duration.months: give days or months, not both",
    ]);
    expect(problems(dealer({ duration: "90 days or 3,000 miles" as never }))[0]).toMatch(
      /^warranty\.duration: expected days/,
    );
  });
});

describe("the import's reading of warranty terms", () => {
  it.each([
    ["Engine, Transmission & Drive Axle", ["Engine", "Transmission", "Drive axle"]],
    ["engine; trans; A/C; brakes", ["Engine", "Transmission", "Air conditioning", "Brakes"]],
    ["Engine and Transmission and Engine", ["Engine", "Transmission"]],
  ])("places %j in the vocabulary", (cell, systems) => {
    expect(normaliseCoveredSystems(cell)).toEqual({ value: systems });
  });

  it("refuses shorthand and systems the vocabulary lacks, saying why", () => {
    expect(normaliseCoveredSystems("Powertrain")).toEqual({
      error: expect.stringMatching(/shorthand the FTC does not allow/),
    });
    expect(normaliseCoveredSystems("Engine, Turbo")).toEqual({
      error: expect.stringMatching(
        /^"Turbo" cannot be placed as a covered system; .*otherSystems, with its Spanish name/,
      ),
    });
  });

  it.each([
    ["90 days or 3,000 miles, whichever comes first", { days: 90, miles: 3000 }],
    ["90 days/3000 mi", { days: 90, miles: 3000 }],
    ["6 months", { months: 6 }],
    ["1,000 Miles", { miles: 1000 }],
  ])("reads %j as numbers", (cell, duration) => {
    expect(normaliseWarrantyDuration(cell)).toEqual({ value: duration });
  });

  it.each(["until sold", "30 days or 1 month", "90 weeks", "30 days, 60 days"])("refuses %j", (cell) => {
    expect(normaliseWarrantyDuration(cell)).toHaveProperty("error");
  });
});
