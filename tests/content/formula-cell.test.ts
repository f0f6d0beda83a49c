// Text a spreadsheet would run as a formula never reaches the Meta CSV or the Google TSV: the build refuses a
// vehicle file or site settings holding one in a field the feeds carry, naming the file, the field and the rule.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { FORMULA_RULE, startsLikeFormula } from "../../src/lib/content/formula-cell";
import { formatIssues } from "../../src/lib/content/format-issues";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";

// A DDE payload that passed the old rule (a minus sign before a digit).
const DDE = "-1+cmd|' /C calc'!A0";
// A formula behind a leading double quote, which a spreadsheet's text import unwraps.
const QUOTED = '"=HYPERLINK(""https://evil.example"",""x"")"';

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
    DDE,
    '-2+HYPERLINK("https://evil.example","Click")',
    "-1+2",
    "-2 Door",
    QUOTED,
    '"@SUM(A1:A9)"',
    '  "  -1+cmd',
    "\u00a0=1+1",
    "\u200b=1+1",
    "\u200d\u2060+1+1",
    "\ufeff=1+1",
    "\u3000\u202f@SUM(A1)",
    '\u200b" =1+1"',
  ])("%j is refused", (text) => {
    expect(startsLikeFormula(text)).toBe(true);
  });

  it.each(["Honda", "", "Sunroof = yes", "Price +tax", "Email us @ the lot", "4x4", '"Honda"', "'=1+1"])(
    "%j is plain text",
    (text) => {
      expect(startsLikeFormula(text)).toBe(false);
    },
  );

  it("a plain number, signed or not, is no formula: -5, -5.25, +5", () => {
    for (const number of ["-5", "-5.25", "+5", " -5 ", "+19165550142", '"-5"', "\u00a0+5\u200b"])
      expect(startsLikeFormula(number), number).toBe(false);
  });
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
    [
      "description",
      "=1+1 and a long enough description",
      'description.en: %s, got "=1+1 and a long enough description"',
    ],
    ["features", ["Sunroof", "-cmd"], 'features[1]: %s, got "-cmd"'],
    ["trim", "-2 Door", 'trim: %s, got "-2 Door"'],
    ["description", DDE, `description.en: %s, got ${JSON.stringify(DDE)}`],
    ["model", "-2+HYPERLINK(A1)", 'model: %s, got "-2+HYPERLINK(A1)"'],
    ["photos", [{ file: "a.jpg", alt: DDE }], `photos[0].alt: %s, got ${JSON.stringify(DDE)}`],
    ["model", QUOTED, `model: %s, got ${JSON.stringify(QUOTED)}`],
    ["make", "\u200b=HYPERLINK(A1)", 'make: %s, got "\u200b=HYPERLINK(A1)"'],
  ])("refuses a %s that starts like a formula", (field, value, expected) => {
    expect(problemsFor({ ...makeVehicle(), [field]: value })).toEqual([
      `${FILE}: ${expected.replace("%s", FORMULA_RULE)}`,
    ]);
  });

  it("keeps a plain number, and formula characters after the start", () => {
    expect(problemsFor({ ...makeVehicle(), trim: "+5", model: "-5.25" })).toEqual([]);
    expect(problemsFor({ ...makeVehicle(), trim: "Sport +", photos: [{ file: "a.jpg", alt: "Side = left" }] })).toEqual(
      [],
    );
  });
});

describe("the site settings schema", () => {
  const FILE = "content/site.json";
  const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { address: Record<string, string> };
  const problemsFor = (data: unknown) => {
    const result = siteSettingsSchema.safeParse(data, { reportInput: true });
    return result.success ? [] : formatIssues(FILE, result.error.issues);
  };

  it.each([
    ["businessName", { ...site, businessName: DDE }],
    ["address.street", { ...site, address: { ...site.address, street: DDE } }],
    ["address.city", { ...site, address: { ...site.address, city: DDE } }],
  ])("refuses %s that starts like a formula: the feeds carry it", (field, data) => {
    expect(problemsFor(data)).toEqual([`${FILE}: ${field}: ${FORMULA_RULE}, got ${JSON.stringify(DDE)}`]);
  });

  it("refuses a formula behind a leading quote", () => {
    expect(problemsFor({ ...site, businessName: QUOTED })).toEqual([
      `${FILE}: businessName: ${FORMULA_RULE}, got ${JSON.stringify(QUOTED)}`,
    ]);
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
