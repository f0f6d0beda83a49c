// What the editor writes is what the build reads: every content file survives a round trip through the
// editor's format, and the editor's checks are the build's zod rules with the build's messages.
import fs from "node:fs";
import path from "node:path";
import {
  contentFileText,
  entryDataOf,
  entryProblems,
  entrySchema,
  fieldMessages,
  toContent,
} from "../../src/lib/admin/content-files";
import { FORMULA_RULE } from "../../src/lib/content/formula-cell";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { locationSchema } from "../../src/lib/content/location-schema";
import { vehicleFieldsSchema } from "../../src/lib/content/vehicle-schema";
import { makeLocation } from "../support/make-location";

const CONTENT = path.resolve(__dirname, "../../content");
const vehicleFiles = fs.readdirSync(path.join(CONTENT, "vehicles")).filter((name) => name.endsWith(".json"));
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");

/** Invalid VIN: the valid one with another 9th character. */
const goodVin = makeVehicle().vin;
const badVin = `${goodVin.slice(0, 8)}${goodVin[8] === "0" ? "1" : "0"}${goodVin.slice(9)}`;

describe("content files through the editor", () => {
  it("keeps every vehicle, the site settings and the testimonials as they are (values; keys in the schema's order)", () => {
    const files: [Parameters<typeof contentFileText>[0], string][] = [
      ["site", "site.json"],
      ["testimonials", "testimonials.json"],
      ...vehicleFiles.map((file): ["vehicle", string] => ["vehicle", `vehicles/${file}`]),
    ];
    for (const [kind, file] of files) {
      const text = contentFileText(kind, entryDataOf(kind, read(file)));
      expect(JSON.parse(text), file).toEqual(JSON.parse(read(file)));
      expect(text.endsWith("}\n") || text.endsWith("]\n"), file).toBe(true);
      expect(entryProblems(kind, file, entryDataOf(kind, text)), file).toEqual([]);
    }
  });

  it("writes a vehicle's keys in the schema's order, whatever order the editor holds them in", () => {
    // Every optional field filled, so every key of the schema is there.
    const vehicle = makeVehicle({
      previousPrice: 22_995,
      priceReducedOn: "2026-11-01",
      video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      keys: 2,
      location: "east-sacramento",
      description: {
        en: "A test car with every optional field filled in.",
        es: "Un auto de prueba con todos los campos opcionales llenos.",
      },
    });
    const shuffled = Object.fromEntries(Object.entries(vehicle).reverse());
    expect(Object.keys(JSON.parse(contentFileText("vehicle", shuffled)))).toEqual(
      Object.keys(vehicleFieldsSchema(2026).shape),
    );
  });

  it("turns what empty editor fields leave behind into what the schema expects", () => {
    const { trim: _trim, features: _features, ...rest } = makeVehicle();
    const fromEditor = { ...rest, mpgCity: "", mpgHighway: null, photos: [{ file: "a.jpg", alt: "" }] };
    const content = toContent(entrySchema("vehicle"), fromEditor) as Record<string, unknown>;
    expect(content).not.toHaveProperty("mpgCity");
    expect(content).not.toHaveProperty("mpgHighway");
    expect(content.trim).toBe("");
    expect(content.features).toEqual([]);
    expect(content.photos).toEqual([{ file: "a.jpg" }]);
    expect(entrySchema("vehicle").safeParse(content).success).toBe(true);
  });

  it("drops a dealer warranty's terms once the Buyers Guide choice is no longer a dealer warranty", () => {
    const dealer = {
      type: "dealer",
      coverage: "full",
      laborPercent: 50,
      partsPercent: 50,
      systemsCovered: ["Engine"],
      duration: { days: 30 },
    };
    const content = toContent(entrySchema("vehicle"), { ...makeVehicle(), warranty: { ...dealer, type: "as-is" } }) as {
      warranty: unknown;
    };
    expect(content.warranty).toEqual({ type: "as-is" });
    const kept = toContent(entrySchema("vehicle"), { ...makeVehicle(), warranty: dealer }) as { warranty: unknown };
    expect(kept.warranty).toEqual(dealer);
  });

  it("leaves out empty map coordinates (an optional group) and keeps fields the schema does not know, for the build to name", () => {
    const site = JSON.parse(read("site.json"));
    const content = toContent(entrySchema("site"), {
      ...site,
      geo: { latitude: "", longitude: "" },
      colour: "red",
    }) as Record<string, unknown>;
    expect(content).not.toHaveProperty("geo");
    expect(entryProblems("site", "content/site.json", { ...site, colour: "red" })).toEqual([
      'content/site.json: (file): unknown field "colour" (check the spelling)',
    ]);
  });

  it("keeps a lot's file as it is, writes its keys in the schema's order and leaves out its empty optional parts", () => {
    const lot = makeLocation({
      id: "east-sacramento",
      feedIds: ["EAST", "01"],
      buyersGuide: { name: "Sierra Vista Motors LLC" },
      geo: { latitude: 38.55, longitude: -121.37 },
    });
    const text = contentFileText("location", entryDataOf("location", JSON.stringify(lot)));
    expect(JSON.parse(text)).toEqual(lot);
    expect(entryProblems("location", "content/locations/east-sacramento.json", entryDataOf("location", text))).toEqual(
      [],
    );
    const shuffled = Object.fromEntries(Object.entries(lot).reverse());
    expect(Object.keys(JSON.parse(contentFileText("location", shuffled)))).toEqual(
      Object.keys(locationSchema.shape).filter((key) => key in lot),
    );
    // What the editor leaves behind for the optional fields no one filled in.
    const fromEditor = { ...lot, servicePhone: "", mapUrl: null, serviceHours: undefined, geo: { latitude: null } };
    const { geo: _geo, ...withoutGeo } = lot;
    expect(JSON.parse(contentFileText("location", fromEditor))).toEqual(withoutGeo);
  });

  it("names what is wrong with a lot as the build does", () => {
    const lot = makeLocation({ id: "East Sacramento", storeCode: "=EAST" });
    expect(entryProblems("location", "content/locations/east.json", lot)).toEqual([
      "content/locations/east.json: id: expected an id like east-sacramento (lower-case words joined by dashes)",
      "content/locations/east.json: storeCode: expected the store code of the lot's Google Business Profile (letters, digits, - and _)",
    ]);
  });

  it("keeps the testimonials a list at the top of their file", () => {
    const text = read("testimonials.json");
    expect(entryDataOf("testimonials", text)).toEqual({ testimonials: JSON.parse(text) });
    expect(contentFileText("testimonials", { testimonials: [] })).toBe("[]\n");
  });
});

describe("the checks next to each field", () => {
  it("refuses a VIN whose check digit does not match, with the build's message", () => {
    const entry = { ...makeVehicle(), vin: badVin };
    expect(fieldMessages("vehicle", ["vin"], entry, badVin)).toEqual([
      "check digit (9th character) does not match the rest of the VIN",
    ]);
    expect(fieldMessages("vehicle", ["vin"], makeVehicle(), goodVin)).toEqual([]);
  });

  it("asks nothing of an optional setting left out, and names what a half-filled one lacks", () => {
    const site = JSON.parse(read("site.json")) as Record<string, unknown>;
    const { reserve: _reserve, ...without } = site;
    expect(fieldMessages("site", ["reserve", "label"], without, undefined)).toEqual([]);
    const half = { ...without, reserve: { urlTemplate: "https://buy.stripe.com/abc?client_reference_id={stock}" } };
    expect(fieldMessages("site", ["reserve", "label"], half, undefined)).not.toEqual([]);
    expect(fieldMessages("site", ["reserve", "urlTemplate"], half, half.reserve.urlTemplate)).toEqual([]);
  });

  it("refuses a rating of 3 on the testimonial that has it", () => {
    expect(fieldMessages("testimonials", ["testimonials", "*", "rating"], {}, 3)).toEqual([
      "expected a rating of 4 or 5",
    ]);
    expect(fieldMessages("testimonials", ["testimonials", "*", "rating"], {}, 5)).toEqual([]);
  });

  it("puts a rule that ties two fields together on the field that breaks it", () => {
    const { mpgHighway: _highway, ...entry } = makeVehicle({ mpgCity: 30 });
    expect(fieldMessages("vehicle", ["mpgHighway"], entry, undefined)).toEqual(["required when mpgCity is given"]);
    expect(fieldMessages("vehicle", ["mpgCity"], entry, 30)).toEqual([]);
  });

  it("says nothing more about an empty required field (the editor's own 'required' message does)", () => {
    expect(fieldMessages("vehicle", ["make"], { ...makeVehicle(), make: "" }, "")).toEqual([]);
    expect(fieldMessages("vehicle", ["photos", "*", "file"], {}, "")).toEqual([]);
  });

  it("refuses a formula in every text the marketplace feeds carry, with the build's rule", () => {
    const dde = "-1+cmd|' /C calc'!A0";
    const site = JSON.parse(read("site.json")) as { address: Record<string, string> };
    expect(fieldMessages("site", ["businessName"], { ...site, businessName: dde }, dde)).toEqual([FORMULA_RULE]);
    const address = { ...site.address, city: dde };
    expect(fieldMessages("site", ["address", "city"], { ...site, address }, dde)).toEqual([FORMULA_RULE]);
    expect(fieldMessages("vehicle", ["photos", "*", "alt"], {}, dde)).toEqual([FORMULA_RULE]);
    const description = { en: dde };
    expect(fieldMessages("vehicle", ["description", "en"], { ...makeVehicle(), description }, dde)).toEqual([
      FORMULA_RULE,
    ]);
    expect(fieldMessages("vehicle", ["photos", "*", "alt"], {}, "Driver-side view")).toEqual([]);
  });

  it("judges list items on their own value: a photo that is not an image", () => {
    expect(fieldMessages("vehicle", ["photos", "*", "file"], {}, "notes.txt")).toEqual([
      "expected a .jpg, .png, .webp or .avif file name in content/vehicles/photos",
    ]);
  });

  it("lists every problem of an entry as the build prints them, for the last check before saving", () => {
    const testimonials = JSON.parse(read("testimonials.json"));
    testimonials[2].rating = 3;
    expect(entryProblems("testimonials", "content/testimonials.json", { testimonials })).toEqual([
      "content/testimonials.json: [2].rating: expected a rating of 4 or 5",
    ]);
    expect(entryProblems("vehicle", "the new file", { ...makeVehicle(), vin: badVin })).toEqual([
      "the new file: vin: check digit (9th character) does not match the rest of the VIN",
    ]);
  });
});

describe("a file in the old form, through the editor", () => {
  it("opens its Spanish twins as texts by language and saves the file in the new form", () => {
    const site = JSON.parse(read("site.json")) as Record<string, unknown>;
    const old = {
      ...site,
      tagline: "Quality cars.",
      taglineEs: "Autos de calidad.",
      badges: { ...(site.badges as object), lowPrice: "Low Price", lowPriceEs: "Precio bajo" },
      callToAction: "Apply",
    };
    const entry = entryDataOf("site", JSON.stringify(old));
    expect(entry.tagline).toEqual({ en: "Quality cars.", es: "Autos de calidad." });
    expect(entry).not.toHaveProperty("taglineEs");
    expect((entry.badges as Record<string, unknown>).lowPrice).toEqual({ en: "Low Price", es: "Precio bajo" });
    // A plain string is the English text alone.
    expect(entry.callToAction).toEqual({ en: "Apply" });
    const saved = JSON.parse(contentFileText("site", entry)) as Record<string, unknown>;
    expect(saved.tagline).toEqual({ en: "Quality cars.", es: "Autos de calidad." });
    expect(entryProblems("site", "site.json", entry)).toEqual([]);
  });

  it("opens a testimonial's and a vehicle's old twins the same way", () => {
    const [first] = JSON.parse(read("testimonials.json")) as { text: { en: string; es: string } }[];
    const testimonials = entryDataOf(
      "testimonials",
      JSON.stringify([{ ...first, text: first.text.en, textEs: first.text.es }]),
    );
    expect((testimonials.testimonials as { text: unknown }[])[0].text).toEqual(first.text);
    const vehicle = makeVehicle({
      description: { en: "A test car, one owner, new tyres.", es: "Un auto de prueba, un dueño." },
    });
    const oldVehicle = { ...vehicle, description: vehicle.description.en, descriptionEs: vehicle.description.es };
    expect(entryDataOf("vehicle", JSON.stringify(oldVehicle)).description).toEqual(vehicle.description);
  });
});
