import fs from "node:fs";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema } from "../../src/lib/content/site-settings-schema";
import { reserveLinkOf, reserveTemplateProblem, reserveUrl } from "../../src/lib/content/reserve-link";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
const TEMPLATE = "https://buy.stripe.com/test_00g5kA?client_reference_id={stock}&prefilled_vin={vin}&amount={price}";
const SETTING = {
  urlTemplate: TEMPLATE,
  label: { en: "Reserve this car" },
  deposit: { en: "$500 refundable deposit" },
};
const CAR = { vin: "2HGFC2F59KH512345", stockNumber: "H24100", price: 18985, status: "available" };

function problems(reserve: unknown): string[] {
  const result = siteSettingsSchema.safeParse({ ...site, reserve }, { reportInput: true });
  return result.success ? [] : formatIssues("content/site.json", result.error.issues);
}

describe("reserveUrl", () => {
  it("puts the vehicle's VIN, stock number and price where the template says", () => {
    expect(reserveUrl(TEMPLATE, CAR)).toBe(
      "https://buy.stripe.com/test_00g5kA?client_reference_id=H24100&prefilled_vin=2HGFC2F59KH512345&amount=18985",
    );
    expect(reserveUrl("https://pay.example/{stock}/{stock}", CAR)).toBe("https://pay.example/H24100/H24100");
  });

  it("URL-encodes every value, so a stray character cannot change the link", () => {
    expect(reserveUrl("https://pay.example/?ref={stock}", { ...CAR, stockNumber: "A B&x=1#" })).toBe(
      "https://pay.example/?ref=A%20B%26x%3D1%23",
    );
  });

  it("writes the price in dollars, cents only when there are any", () => {
    expect(reserveUrl("https://pay.example/?p={price}", CAR)).toBe("https://pay.example/?p=18985");
    expect(reserveUrl("https://pay.example/?p={price}", { ...CAR, price: 18985.5 })).toBe(
      "https://pay.example/?p=18985.50",
    );
    expect(reserveUrl("https://pay.example/?p={price}", { ...CAR, price: 12070.25 })).toBe(
      "https://pay.example/?p=12070.25",
    );
  });
});

describe("reserveLinkOf", () => {
  it("gives the button only for an available car on a site that takes reservations", () => {
    expect(reserveLinkOf(SETTING, CAR)).toEqual({
      href: reserveUrl(TEMPLATE, CAR),
      label: { en: "Reserve this car" },
      deposit: { en: "$500 refundable deposit" },
    });
    expect(reserveLinkOf(SETTING, { ...CAR, status: "pending" })).toBeUndefined();
    expect(reserveLinkOf(SETTING, { ...CAR, status: "sold" })).toBeUndefined();
    expect(reserveLinkOf(undefined, CAR)).toBeUndefined();
  });

  it("carries the button text and deposit line in every language written", () => {
    const label = { en: "Reserve this car", es: "Apartar este auto" };
    const deposit = { en: "$500 refundable deposit", es: "Depósito reembolsable de $500" };
    expect(reserveLinkOf({ ...SETTING, label, deposit }, CAR)).toMatchObject({ label, deposit });
  });
});

describe("reserveTemplateProblem", () => {
  it("accepts https links with the known placeholders, or none", () => {
    expect(reserveTemplateProblem(TEMPLATE)).toBeUndefined();
    expect(reserveTemplateProblem("https://square.link/u/AbC123")).toBeUndefined();
    for (const template of [
      "https://pay.example/{stock}",
      "https://pay.example?ref={stock}",
      "https://pay.example#{vin}",
      "https://Pay.Example:8443/{stock}/{vin}?p={price}",
      "https://[2001:db8::1]/{stock}",
    ])
      expect(reserveTemplateProblem(template), template).toBeUndefined();
  });

  it("refuses a link that is not https://", () => {
    for (const template of [
      "http://pay.example/?ref={stock}",
      "javascript:alert(1)//{stock}",
      "pay.example/{vin}",
      "",
      "https:pay.example/{stock}",
      // A host no URL can hold once filled in.
      "https://pay.example%2F{stock}.evil/",
    ]) {
      expect(reserveTemplateProblem(template), template).toBe("expected a payment link starting with https://");
    }
  });

  it("names unknown placeholders, and refuses one in the host name", () => {
    expect(reserveTemplateProblem("https://pay.example/?ref={stock}&m={miles}&y={Year}")).toBe(
      "expected only the placeholders {vin}, {stock}, {price}; unknown {miles}, {Year}",
    );
    for (const template of [
      "https://{stock}.pay.example/",
      "https://pay.{vin}/",
      "https://pay.example{stock}/",
      // A user name before @: the host is what follows it.
      "https://pay.example@{stock}.evil/",
      // A percent-encoded dot.
      "https://{stock}%2Epay.example/",
    ])
      expect(reserveTemplateProblem(template), template).toBe(
        "expected the placeholders after the host name, not in it",
      );
  });
});

describe("reserveTemplateProblem: the site the shopper pays on never depends on the car", () => {
  const IN_HOST = "expected the placeholders after the host name, not in it";
  const NOT_PLAIN = "expected the host name written plainly right after https://, then /, ? or #";

  it.each([
    // An empty host: the browser takes the stock number's subdomain for the host.
    ["https:///{stock}.pay.example/", IN_HOST],
    ["https://pay.example:{price}/", IN_HOST],
    ["https://{stock}@pay.example/", NOT_PLAIN],
    // A backslash is a slash to a browser and part of the host to other parsers.
    ["https://pay.example\\{stock}.evil/", NOT_PLAIN],
    // Percent-encoded, hidden or implied characters in the host.
    ["https://pay%2Eexample/{stock}", NOT_PLAIN],
    ["https://pay.ex\tample/{stock}", NOT_PLAIN],
    ["https://pay.example:443/{stock}", NOT_PLAIN],
    ["https://0x7f.1/{stock}", NOT_PLAIN],
  ])("refuses %j", (template, problem) => {
    expect(reserveTemplateProblem(template)).toBe(problem);
  });
});

describe("site settings reserve", () => {
  it("is off in the sample content and accepted when well formed", () => {
    expect(site.reserve).toBeUndefined();
    expect(siteSettingsSchema.parse({ ...site, reserve: SETTING }).reserve).toEqual(SETTING);
  });

  it("stops the build naming content/site.json and the field", () => {
    expect(problems({ ...SETTING, urlTemplate: "http://buy.stripe.com/x?client_reference_id={stock}" })).toEqual([
      'content/site.json: reserve.urlTemplate: expected a payment link starting with https://, got "http://buy.stripe.com/x?client_reference_id={stock}"',
    ]);
    expect(problems({ ...SETTING, urlTemplate: "https://buy.stripe.com/x?ref={stok}" })).toEqual([
      'content/site.json: reserve.urlTemplate: expected only the placeholders {vin}, {stock}, {price}; unknown {stok}, got "https://buy.stripe.com/x?ref={stok}"',
    ]);
    expect(problems({ ...SETTING, urlTemplate: "https:///{stock}.pay.example/" })).toEqual([
      'content/site.json: reserve.urlTemplate: expected the placeholders after the host name, not in it, got "https:///{stock}.pay.example/"',
    ]);
    expect(problems({ ...SETTING, label: " " })[0]).toMatch(
      /^content\/site\.json: reserve\.label\.en: expected the button's text/,
    );
    expect(problems({ urlTemplate: TEMPLATE, label: "Reserve" })[0]).toMatch(
      /^content\/site\.json: reserve\.deposit: expected the deposit line/,
    );
  });
});
