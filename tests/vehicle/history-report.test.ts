import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { i18nFor } from "../../src/lib/i18n/catalogs";
import { historyReportLink } from "../../src/lib/vehicle/history-report";
import { vehicleCardCatalogs } from "../../src/locales/vehicle-card";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const TEMPLATE = "https://www.carfax.com/VehicleHistory/p/Report.cfm?partner=SVM_0&vin={vin}";

function problems(historyReport: unknown): string[] {
  const result = siteSettingsSchema.safeParse({ ...site, historyReport }, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

const hrefFor = (urlTemplate: string, vin: string) => historyReportLink({ provider: "CARFAX", urlTemplate }, vin)?.href;

describe("the report link's address", () => {
  it("puts the VIN where the template says, every time it says so", () => {
    expect(hrefFor(TEMPLATE, "2HGFC2F59KH512345")).toBe(
      "https://www.carfax.com/VehicleHistory/p/Report.cfm?partner=SVM_0&vin=2HGFC2F59KH512345",
    );
    expect(hrefFor("https://r.example/{vin}/?v={vin}", "1FTFW1E50KFA12345")).toBe(
      "https://r.example/1FTFW1E50KFA12345/?v=1FTFW1E50KFA12345",
    );
  });

  it("URL-encodes the VIN, so a stray character cannot change the link", () => {
    expect(hrefFor(TEMPLATE, "AB C&x=1#")).toMatch(/vin=AB%20C%26x%3D1%23$/);
  });
});

describe("historyReportLink", () => {
  it('reads "<provider> report" in English, "Informe <provider>" in Spanish; absent when the site names no report', () => {
    const link = historyReportLink({ provider: "CARFAX", urlTemplate: TEMPLATE }, "2HGFC2F59KH512345");
    expect(link?.href).toBe("https://www.carfax.com/VehicleHistory/p/Report.cfm?partner=SVM_0&vin=2HGFC2F59KH512345");
    expect(i18nFor("en", vehicleCardCatalogs)._(link!.text)).toBe("CARFAX report");
    expect(i18nFor("es", vehicleCardCatalogs)._(link!.text)).toBe("Informe CARFAX");
    expect(historyReportLink(undefined, "2HGFC2F59KH512345")).toBeUndefined();
  });
});

describe("site settings historyReport", () => {
  it("is on in the sample content and may be left out", () => {
    expect(siteSettingsSchema.parse(site).historyReport).toEqual({
      provider: "CARFAX",
      urlTemplate: expect.any(String),
    });
    const { historyReport: _left, ...without } = site;
    expect(siteSettingsSchema.parse(without).historyReport).toBeUndefined();
  });

  it("refuses a link without {vin}, naming the field", () => {
    expect(problems({ provider: "CARFAX", urlTemplate: "https://www.carfax.com/" })).toEqual([
      'content/site.json: historyReport.urlTemplate: expected a report link with {vin} where the vehicle\'s VIN goes, got "https://www.carfax.com/"',
    ]);
  });

  it("wants an https:// link and a provider name", () => {
    expect(problems({ provider: "CARFAX", urlTemplate: "http://www.carfax.com/?vin={vin}" })).toEqual([
      'content/site.json: historyReport.urlTemplate: expected a report link starting with https://, got "http://www.carfax.com/?vin={vin}"',
    ]);
    expect(problems({ provider: " ", urlTemplate: TEMPLATE })).toEqual([
      'content/site.json: historyReport.provider: expected the report provider\'s name, like "CARFAX", got ""',
    ]);
    expect(problems({ urlTemplate: TEMPLATE })[0]).toMatch(
      /^content\/site\.json: historyReport\.provider: expected the report provider's name/,
    );
  });
});
