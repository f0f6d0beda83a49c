import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { makeLocation } from "../support/make-location";

let dir: string;

function write(relative: string, data: unknown) {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
}

function problems(): string[] {
  try {
    loadContent(dir, 2026);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.copyFileSync("content/site.json", path.join(dir, "site.json"));
  fs.copyFileSync("content/testimonials.json", path.join(dir, "testimonials.json"));
  write("vehicles/photos/a.jpg", "");
  write("vehicles/photos/b.jpg", "");
  write("vehicles/a.json", makeVehicle({ photos: [{ file: "a.jpg" }] }));
  write(
    "vehicles/b.json",
    makeVehicle({ vin: withVinCheckDigit("2HGFC2F70KH000002"), stockNumber: "B2002", photos: [{ file: "b.jpg" }] }),
  );
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// The loader shows paths relative to the working directory, absolute when outside it (as here).
const rel = (file: string) => path.join(dir, file);

describe("loadContent", () => {
  it("loads a valid directory", () => {
    const content = loadContent(dir, 2026);
    expect(content.vehicles.map((v) => v.stockNumber)).toEqual(["A1001", "B2002"]);
    expect(content.testimonials).toHaveLength(10);
    expect(content.site.businessName).toBeTruthy();
  });

  it("loads the shipped content/ folder", () => {
    const content = loadContent("content");
    expect(content.vehicles.length).toBeGreaterThanOrEqual(30);
    expect(content.vehicles.every((v) => v.photos.length >= 3)).toBe(true);
  });

  it("collects every problem in a broken directory, each naming file, field and rule", () => {
    write("vehicles/a.json", { ...makeVehicle({ photos: [{ file: "a.jpg" }] }), price: "12,000" });
    write(
      "vehicles/c.json",
      makeVehicle({
        vin: withVinCheckDigit("2HGFC2F70KH000002"),
        stockNumber: "C3003",
        photos: [{ file: "missing.jpg" }],
      }),
    );
    write("vehicles/d.json", "{ not json");
    const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"));
    write("site.json", { ...site, flags: { ...site.flags, topBar: 1 } });

    expect(problems()).toEqual([
      `${rel("site.json")}: flags.topBar: expected true or false, got 1`,
      `${rel("vehicles/a.json")}: price: expected a positive number, got "12,000"`,
      `${rel("vehicles/d.json")}: line 1, column 3: is not valid JSON: something JSON does not allow here (a text without double quotes?)`,
      `${rel("vehicles/c.json")}: vin: must be unique, got "${withVinCheckDigit("2HGFC2F70KH000002")}", already used by ${rel("vehicles/b.json")}`,
      `${rel("vehicles/c.json")}: photos[0].file: no such file in ${rel("vehicles/photos")}, got "missing.jpg"`,
    ]);
  });

  it("names a vehicle's .mp4 video that is not beside the photos", () => {
    write("vehicles/a.json", { ...makeVehicle({ photos: [{ file: "a.jpg" }] }), video: "walkaround.mp4" });
    expect(problems()).toEqual([
      `${rel("vehicles/a.json")}: video: no such file in ${rel("vehicles/photos")}, got "walkaround.mp4"`,
    ]);
    write("vehicles/photos/walkaround.mp4", "");
    expect(problems()).toEqual([]);
  });

  it("fails on a duplicate stock number", () => {
    write("vehicles/b.json", makeVehicle({ vin: withVinCheckDigit("2HGFC2F70KH000002"), photos: [{ file: "b.jpg" }] }));
    expect(problems()).toEqual([
      `${rel("vehicles/b.json")}: stockNumber: must be unique, got "A1001", already used by ${rel("vehicles/a.json")}`,
    ]);
  });

  it("says which settings file is missing", () => {
    fs.rmSync(path.join(dir, "testimonials.json"));
    expect(problems()).toEqual([`${rel("testimonials.json")}: (file): cannot be read; the file is missing`]);
  });

  it("throws one readable message listing the problems", () => {
    write("vehicles/a.json", { ...makeVehicle({ photos: [{ file: "a.jpg" }] }), year: "2019" });
    expect(() => loadContent(dir, 2026)).toThrow(
      /Content is invalid \(1 problem\):\n {2}.*vehicles\/a\.json: year: expected a model year/,
    );
  });
});

describe("a dealer group's lots (content/locations/)", () => {
  const lot = (id: string, extra: Record<string, unknown> = {}) => ({ ...makeLocation({ id }), ...extra });
  const onLot = (file: string, location: string | undefined) => {
    const vehicle = JSON.parse(fs.readFileSync(path.join(dir, "vehicles", file), "utf8")) as Record<string, unknown>;
    write(`vehicles/${file}`, location === undefined ? vehicle : { ...vehicle, location });
  };

  it("loads the lots in file order, each vehicle on one of them", () => {
    write("locations/b-elk-grove.json", lot("elk-grove"));
    write("locations/a-east.json", lot("east"));
    onLot("a.json", "east");
    onLot("b.json", "elk-grove");
    const content = loadContent(dir, 2026);
    expect(content.locations.map((location) => location.id)).toEqual(["east", "elk-grove"]);
    expect(content.vehicles.map((vehicle) => vehicle.location)).toEqual(["east", "elk-grove"]);
  });

  it("keeps a one-lot site without a locations folder as it was: no vehicle names a lot", () => {
    expect(loadContent(dir, 2026).locations).toEqual([]);
  });

  it("names the file and field of every problem: a lot without an address, a duplicate id, an unknown or missing lot", () => {
    const { address: _address, ...noAddress } = lot("roseville");
    write("locations/a.json", lot("east"));
    write("locations/b.json", noAddress);
    write("locations/c.json", lot("east", { storeCode: "OTHER" }));
    onLot("a.json", "nowhere");
    expect(problems()).toEqual([
      `${rel("locations/b.json")}: address: expected a postal address: {street, city, region, postalCode, country}, is missing`,
      `${rel("locations/c.json")}: id: must be unique, got "east", already used by ${rel("locations/a.json")}`,
      `${rel("vehicles/a.json")}: location: no such lot, got "nowhere", expected one of east`,
      `${rel("vehicles/b.json")}: location: required on a site with several lots, expected one of east`,
    ]);
  });

  it("refuses a vehicle that names a lot on a site that has none", () => {
    onLot("a.json", "east");
    expect(problems()).toEqual([
      `${rel("vehicles/a.json")}: location: names a lot, "east", but ${rel("locations")}/ holds none`,
    ]);
  });
});
