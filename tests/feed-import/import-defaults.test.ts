import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as Record<string, unknown>;
const problems = (data: unknown) => {
  const result = siteSettingsSchema.safeParse(data, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
};

describe("importDefaults in content/site.json", () => {
  it("is optional: the shipped settings have none and stay valid", () => {
    expect(site.importDefaults).toBeUndefined();
    expect(problems(site)).toEqual([]);
  });

  it("takes a Buyers Guide choice, with the same rules as a vehicle's", () => {
    expect(problems({ ...site, importDefaults: { warranty: { type: "as-is" } } })).toEqual([]);
    expect(problems({ ...site, importDefaults: {} })).toEqual([]);
    const dealer = {
      type: "dealer",
      coverage: "limited",
      laborPercent: 100,
      partsPercent: 100,
      systemsCovered: ["Engine"],
      duration: { days: 30 },
    };
    expect(problems({ ...site, importDefaults: { warranty: dealer } })).toEqual([]);
    expect(problems({ ...site, importDefaults: { warranty: { type: "dealer" } } })[0]).toMatch(
      /^content\/site.json: importDefaults\.warranty\.coverage: expected full or limited/,
    );
    expect(problems({ ...site, importDefaults: { warranty: { type: "maybe" } } })).toEqual([
      'content/site.json: importDefaults.warranty.type: expected type as-is, implied or dealer, got {"type":"maybe"}',
    ]);
    expect(problems({ ...site, importDefaults: { warrant: { type: "as-is" } } })).toEqual([
      'content/site.json: importDefaults: unknown field "warrant" (check the spelling)',
    ]);
  });
});
