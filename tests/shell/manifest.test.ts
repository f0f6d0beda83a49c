import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { siteSettingsForConfig } from "../../gatsby/content/site-settings-for-config";
import { manifestOptions } from "../../src/lib/shell/manifest";
import { shippedSite } from "./site-fixture";

describe("web manifest options", () => {
  const options = manifestOptions(siteSettingsForConfig("content"));

  it("names the app after the business, from content/site.json", () => {
    expect(options.name).toBe(shippedSite.businessName);
    expect(options.short_name).toBe(shippedSite.shortName);
    expect(options.description).toBe(shippedSite.description.en);
  });

  it("starts at / as a standalone app on black, with legacy icons and a favicon", () => {
    expect(options).toMatchObject({
      start_url: "/",
      background_color: "#000",
      theme_color: "#000",
      display: "standalone",
      legacy: true,
      include_favicon: true,
    });
  });

  it("points at a square 512x512 PNG icon", async () => {
    const meta = await sharp(options.icon).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
  });
});

describe("reading site.json for gatsby-config", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shell-site-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names the file and the field when a setting is wrong", () => {
    fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...shippedSite, shortName: "Sierra Vista Autos" }));
    expect(() => siteSettingsForConfig(dir)).toThrow(
      /site\.json: shortName: expected a short name of at most 12 characters/,
    );
  });

  it("says so when the file is missing or not JSON", () => {
    expect(() => siteSettingsForConfig(dir)).toThrow(/site\.json: \(file\): cannot be read as JSON/);
    fs.writeFileSync(path.join(dir, "site.json"), "{ nope");
    expect(() => siteSettingsForConfig(dir)).toThrow(/site\.json: \(file\): cannot be read as JSON/);
  });
});
