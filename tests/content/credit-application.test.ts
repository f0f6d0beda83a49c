import fs from "node:fs";
import {
  creditApplicationProblems,
  creditLinkOf,
  creditProviderName,
  creditTemplateProblem,
  KNOWN_CREDIT_PROVIDERS,
} from "../../src/lib/content/credit-application";
import { creditApplicationOf } from "../../src/lib/content/credit-application-of";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { CREDIT_PROVIDERS } from "../../src/lib/content/site-fields";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));

function problems(creditApplication: unknown): string[] {
  const result = siteSettingsSchema.safeParse({ ...site, creditApplication }, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

const car = { stockNumber: "H 24/100", vin: "2HGFC2F59KH512345", price: 18985 };

describe("the credit application setting", () => {
  it("is optional: the sample site has none, so today's pages are unchanged", () => {
    expect(siteSettingsSchema.parse(site).creditApplication).toBeUndefined();
  });

  it("takes a named provider's link on its own site, in English and Spanish", () => {
    const setting = {
      provider: "routeone",
      applicationUrl: {
        en: "https://www.routeone.com/dealer/svm/apply",
        es: "https://www.routeone.com/dealer/svm/apply?lang=es",
      },
    };
    expect(problems(setting)).toEqual([]);
    expect(
      creditProviderName(siteSettingsSchema.parse({ ...site, creditApplication: setting }).creditApplication!),
    ).toBe("RouteOne");
  });

  it.each([
    [
      { provider: "routeone", applicationUrl: "http://www.routeone.com/apply" },
      "creditApplication.applicationUrl.en: expected a link starting with https://",
    ],
    [
      { provider: "dealertrack", applicationUrl: "https://apply.dealertrack.com.lender.example/x" },
      "creditApplication.applicationUrl.en: expected a link on Dealertrack's own site (dealertrack.com), not apply.dealertrack.com.lender.example",
    ],
    [
      {
        provider: "700credit",
        applicationUrl: { en: "https://quickqualify.700credit.com/svm", es: "https://lender.example/es" },
      },
      "creditApplication.applicationUrl.es: expected a link on 700Credit's own site (700credit.com), not lender.example",
    ],
    [
      { provider: "routeone", applicationUrl: "https://www.routeone.com/apply?vin={vin}" },
      "creditApplication.applicationUrl.en: expected no placeholders: RouteOne documents none for a vehicle's values; unknown {vin}",
    ],
    [
      {
        provider: "other",
        providerName: "Acme Lending",
        applicationUrl: "https://apply.acme.example/?car={stock}&miles={miles}",
      },
      "creditApplication.applicationUrl.en: expected only the placeholders {stock}, {vin}, {price}; unknown {miles}",
    ],
    [
      { provider: "other", providerName: "Acme", applicationUrl: "https://{stock}.acme.example/apply" },
      "creditApplication.applicationUrl.en: expected the placeholders after the host name, not in it",
    ],
    [
      { provider: "other", providerName: "Acme", applicationUrl: "https://apply.acme.example@evil.example/" },
      "creditApplication.applicationUrl.en: expected the host name written plainly right after https://",
    ],
    [
      { provider: "other", applicationUrl: "https://apply.acme.example/" },
      'creditApplication.providerName: expected the provider\'s name, for "other"',
    ],
    [
      {
        provider: "routeone",
        applicationUrl: "https://www.routeone.com/a",
        prequalificationUrl: "https://www.routeone.com/p",
      },
      "creditApplication.prequalificationUrl: expected none: RouteOne publishes no soft-pull pre-qualification",
    ],
    [
      { provider: "cudl", applicationUrl: "https://cudl.example/" },
      "creditApplication.provider: expected one of routeone, dealertrack, 700credit, dealercenter, other",
    ],
  ])("stops the build on %o, naming the setting", (setting, expected) => {
    const found = problems(setting);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`content/site.json: ${expected}`);
  });

  it("judges every link of a setting, pre-qualification included", () => {
    expect(
      creditApplicationProblems({
        provider: "dealertrack",
        applicationUrl: { en: "https://www.dealertrack.com/a" },
        prequalificationUrl: { en: "https://www.dealertrack.com/p", es: "https://prequal.example/es" },
      }).map((problem) => problem.path.join(".")),
    ).toEqual(["prequalificationUrl.es"]);
    expect(creditTemplateProblem("dealercenter", "https://apply.dealercenter.net/svm")).toBeUndefined();
  });
});

describe("the link a page shows", () => {
  const links = {
    en: "https://apply.acme.example/{stock}?vin={vin}&price={price}",
    es: "https://apply.acme.example/es/{stock}?vin={vin}&price={price}",
  };

  it("puts the vehicle's values in, URL-encoded, in the page's language", () => {
    expect(creditLinkOf(links, "es", car)).toEqual({
      href: "https://apply.acme.example/es/H%2024%2F100?vin=2HGFC2F59KH512345&price=18985",
      lang: "es",
    });
    expect(creditLinkOf(links, "en", { ...car, price: 21450.5 })?.href).toBe(
      "https://apply.acme.example/H%2024%2F100?vin=2HGFC2F59KH512345&price=21450.50",
    );
  });

  it("leaves the values empty off a vehicle page, and falls back to the English form", () => {
    expect(creditLinkOf({ en: links.en }, "es")).toEqual({
      href: "https://apply.acme.example/?vin=&price=",
      lang: "en",
    });
    expect(creditLinkOf(undefined, "en")).toBeUndefined();
  });
});

describe("the setting as its query returns it", () => {
  const applicationUrl = { en: "https://www.dealertrack.com/svm/apply", es: null };

  it("is the content's setting: a closed provider, a null name or pre-qualification left out", () => {
    expect(
      creditApplicationOf({ provider: "dealertrack", providerName: null, applicationUrl, prequalificationUrl: null }),
    ).toEqual({ provider: "dealertrack", applicationUrl });
    const prequalificationUrl = { en: "https://lender.example/prequalify", es: "https://lender.example/es/prequalify" };
    expect(
      creditApplicationOf({ provider: "other", providerName: "Lender", applicationUrl, prequalificationUrl }),
    ).toEqual({ provider: "other", providerName: "Lender", applicationUrl, prequalificationUrl });
  });

  it("knows the providers of the content's list, in its order", () => {
    expect(KNOWN_CREDIT_PROVIDERS).toEqual([...CREDIT_PROVIDERS]);
  });

  it("says what is wrong instead of casting", () => {
    expect(() =>
      creditApplicationOf({ provider: "acme", providerName: null, applicationUrl, prequalificationUrl: null }),
    ).toThrow(/credit application provider: unexpected value "acme"/);
  });
});
