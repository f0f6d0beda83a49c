// Text a spreadsheet would run as a formula never reaches the Meta CSV or the Google TSV: the build refuses a
// vehicle file holding one, naming the file, the field and the rule.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { FORMULA_RULE, startsLikeFormula } from "../../src/lib/content/formula-cell";
import { formatIssues } from "../../src/lib/content/format-issues";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";

describe("startsLikeFormula", () => {
  it.each([
    '=HYPERLINK("https://evil.example","Click")',
    "+1-555-0100",
    "@SUM(A1:A9)",
    "\t=1+1",
    "\rcmd",
    "-cmd",
    "- Leather seats",
    "-",
    "  =1+1",
  ])("%j is refused", (text) => {
    expect(startsLikeFormula(text)).toBe(true);
  });

  it.each(["Honda", "-2 Door", "-5 degree rating", "", "Sunroof = yes", "Price +tax", "Email us @ the lot", "4x4"])(
    "%j is plain text",
    (text) => {
      expect(startsLikeFormula(text)).toBe(false);
    },
  );
});

describe("the vehicle schema", () => {
  const FILE = "content/vehicles/2017-honda-civic-a1234.json";
  const problemsFor = (data: unknown) => {
    const result = vehicleSchema(2026).safeParse(data, { reportInput: true });
    return result.success ? [] : formatIssues(FILE, result.error.issues);
  };

  it.each([
    ["make", '=HYPERLINK("x")', 'make: %s, got "=HYPERLINK(\\"x\\")"'],
    ["model", "@SUM(A1)", 'model: %s, got "@SUM(A1)"'],
    ["trim", "-x", 'trim: %s, got "-x"'],
    ["exteriorColor", "+Red", 'exteriorColor: %s, got "+Red"'],
    ["interiorColor", "\t=1", 'interiorColor: %s, got "\\t=1"'],
    ["description", "=1+1 and a long enough description", 'description: %s, got "=1+1 and a long enough description"'],
    ["features", ["Sunroof", "-cmd"], 'features[1]: %s, got "-cmd"'],
  ])("refuses a %s that starts like a formula", (field, value, expected) => {
    expect(problemsFor({ ...makeVehicle(), [field]: value })).toEqual([
      `${FILE}: ${expected.replace("%s", FORMULA_RULE)}`,
    ]);
  });

  it("keeps a trim such as -2 Door", () => {
    expect(problemsFor({ ...makeVehicle(), trim: "-2 Door" })).toEqual([]);
  });
});

describe("the build", () => {
  it("fails on a vehicle file with a formula, naming file, field and rule", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.copyFileSync("content/site.json", path.join(dir, "site.json"));
    fs.copyFileSync("content/testimonials.json", path.join(dir, "testimonials.json"));
    fs.mkdirSync(path.join(dir, "vehicles", "photos"), { recursive: true });
    fs.writeFileSync(path.join(dir, "vehicles", "photos", "a.jpg"), "");
    const vehicle = { ...makeVehicle({ photos: [{ file: "a.jpg" }] }), model: "=IMPORTXML(A1)" };
    fs.writeFileSync(path.join(dir, "vehicles", "a.json"), JSON.stringify(vehicle));
    try {
      expect(() => loadContent(dir, 2026)).toThrow(ContentError);
      expect(() => loadContent(dir, 2026)).toThrow(
        `${path.join(dir, "vehicles", "a.json")}: model: ${FORMULA_RULE}, got "=IMPORTXML(A1)"`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
