import { buildAdf } from "../../src/lib/leads/adf";
import { leadSubject, leadSummary } from "../../src/lib/leads/lead-details";
import { parseLead, type Lead, type TradeInLead } from "../../src/lib/leads/lead-schema";
import { stockFromReferer, withTradeInStock } from "../../src/lib/leads/trade-in-stock";
import { fieldNoticeLocation } from "../../src/lib/leads/field-notice";
import { isVinValid, withVinCheckDigit } from "../../src/lib/content/vin";
import { dealer, NOW, TODAY, tradeInBody, vehicleFacts } from "./support/lead-fixtures";
import { parseXml, textOf } from "./support/parse-xml";

const VALID_VIN = withVinCheckDigit("4T1BF1FK5EU000123");
// The same VIN with its 9th character (the check digit) changed.
const WRONG_CHECK_DIGIT = `${VALID_VIN.slice(0, 8)}${VALID_VIN[8] === "1" ? "2" : "1"}${VALID_VIN.slice(9)}`;

const context = {
  id: "20261121-TRADE1",
  requestDate: NOW,
  dealer,
  siteUrl: "https://sierravistamotors.example",
  pagePath: "/trade-in/",
};

function tradeIn(overrides: Record<string, unknown> = {}): TradeInLead {
  const parsed = parseLead(tradeInBody(overrides), TODAY);
  if (!parsed.ok) throw new Error(`fixture invalid: ${JSON.stringify(parsed.errors)}`);
  if (parsed.lead.formType !== "trade-in") throw new Error("not a trade-in");
  return parsed.lead;
}

const errorsOf = (overrides: Record<string, unknown>) => {
  const parsed = parseLead(tradeInBody(overrides), TODAY);
  return parsed.ok ? {} : parsed.errors;
};

describe("trade-in lead schema", () => {
  it("accepts the form's fields and reads year, mileage and the amount as numbers", () => {
    const lead = tradeIn({ owesMoney: "yes", payoffAmount: "$8,500", tradeVin: ` ${VALID_VIN.toLowerCase()} ` });
    expect(lead).toMatchObject({
      tradeYear: 2014,
      tradeMileage: 112_400,
      tradeVin: VALID_VIN,
      payoffAmount: 8500,
      stockNumber: "H24100",
    });
  });

  it("refuses a VIN whose check digit does not match, naming the VIN field", () => {
    expect(isVinValid(VALID_VIN)).toBe(true);
    const errors = errorsOf({ tradeVin: WRONG_CHECK_DIGIT });
    expect(Object.keys(errors)).toEqual(["tradeVin"]);
    expect(errors.tradeVin).toMatch(/check digit/);
  });

  it("refuses a VIN of the wrong length or with I, O or Q, and accepts none at all", () => {
    expect(errorsOf({ tradeVin: VALID_VIN.slice(0, 16) }).tradeVin).toMatch(/17 characters/);
    expect(errorsOf({ tradeVin: `${VALID_VIN.slice(0, 16)}O` }).tradeVin).toMatch(/never I, O or Q/);
    expect(errorsOf({ tradeVin: "" })).toEqual({});
  });

  it("wants whole miles under a million", () => {
    expect(errorsOf({ tradeMileage: "82000.5" }).tradeMileage).toMatch(/whole miles/);
    expect(errorsOf({ tradeMileage: "about 80k" }).tradeMileage).toMatch(/whole miles/);
    expect(errorsOf({ tradeMileage: "1000000" }).tradeMileage).toMatch(/under 1,000,000/);
    expect(errorsOf({ tradeMileage: "" }).tradeMileage).toMatch(/Enter the mileage/);
    expect(tradeIn({ tradeMileage: "82 000 miles" }).tradeMileage).toBe(82_000);
  });

  it("takes model years from 1981 to next year's models", () => {
    const nextYear = Number(TODAY.slice(0, 4)) + 1;
    expect(tradeIn({ tradeYear: "1981" }).tradeYear).toBe(1981);
    expect(tradeIn({ tradeYear: String(nextYear) }).tradeYear).toBe(nextYear);
    expect(errorsOf({ tradeYear: "1980" }).tradeYear).toMatch(/1981 or later/);
    expect(errorsOf({ tradeYear: String(nextYear + 1) }).tradeYear).toBe(
      `Enter a model year of ${nextYear} or earlier.`,
    );
  });

  it("requires the amount owed only when the form showed it as required (with JavaScript)", () => {
    expect(errorsOf({ owesMoney: "yes", payoffShown: "yes" }).payoffAmount).toMatch(/how much you still owe/);
    // Without JavaScript the amount field cannot follow the answer: it stays optional.
    expect(tradeIn({ owesMoney: "yes" }).payoffAmount).toBeUndefined();
    expect(errorsOf({ owesMoney: "no", payoffShown: "yes" })).toEqual({});
    expect(errorsOf({ owesMoney: "yes", payoffAmount: "lots" }).payoffAmount).toMatch(/in dollars/);
    expect(errorsOf({ owesMoney: "" }).owesMoney).toMatch(/still owe money/);
  });

  it("names every missing answer and wants an e-mail address or a phone number", () => {
    const errors = errorsOf({
      tradeYear: "",
      tradeMake: "",
      tradeModel: "",
      tradeMileage: "",
      tradeCondition: "",
      owesMoney: "",
      email: "",
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["email", "owesMoney", "tradeCondition", "tradeMake", "tradeMileage", "tradeModel", "tradeYear"].sort(),
    );
    expect(errorsOf({ tradeCondition: "mint" }).tradeCondition).toMatch(/condition/);
    expect(errorsOf({ tradeMake: "<b>Toyota</b>" }).tradeMake).toMatch(/< and >/);
  });
});

describe("the car a trade-in is toward", () => {
  it("reads the stock number from a Referer that is the trade-in page, and from nothing else", () => {
    expect(stockFromReferer("https://sierravistamotors.example/trade-in/?stock=h24100")).toBe("H24100");
    expect(stockFromReferer("https://sierravistamotors.example/contact/?stock=H24100")).toBeUndefined();
    expect(stockFromReferer("https://sierravistamotors.example/trade-in/?stock=%3Cb%3E")).toBeUndefined();
    expect(stockFromReferer("not a url")).toBeUndefined();
    expect(stockFromReferer(undefined)).toBeUndefined();
  });

  it("keeps the stock number the form sent and fills in the Referer's when it sent none", () => {
    const referer = "https://sierravistamotors.example/trade-in/?stock=B2002";
    expect((withTradeInStock(tradeIn(), referer) as TradeInLead).stockNumber).toBe("H24100");
    expect((withTradeInStock(tradeIn({ stockNumber: "" }), referer) as TradeInLead).stockNumber).toBe("B2002");
  });

  it("sends a plain post refused for its VIN back to the message next to the VIN field, keeping the stock", () => {
    const options = {
      returnTo: "/trade-in/",
      formId: "trade-in-form",
      referer: "https://sierravistamotors.example/trade-in/?stock=H24100",
    };
    expect(fieldNoticeLocation("trade-in", { tradeVin: "x", name: "y" }, options)).toBe(
      "/trade-in/?lead=error&stock=H24100#trade-in-form-tradeVin-refused",
    );
    expect(fieldNoticeLocation("trade-in", { name: "y" }, options)).toBeUndefined();
    expect(fieldNoticeLocation("contact", { tradeVin: "x" }, options)).toBeUndefined();
  });
});

describe("trade-in ADF", () => {
  const adfOf = (lead: Lead, vehicle = vehicleFacts) => buildAdf(lead, { ...context, vehicle });

  it("lists the car on the lot (from the inventory) and the trade-in, each in DTD order", () => {
    const lead = tradeIn({ owesMoney: "yes", payoffAmount: "8500", tradeVin: VALID_VIN });
    const doc = parseXml(adfOf(lead));
    const [buy, trade] = Array.from(doc.querySelectorAll("prospect > vehicle"));
    expect([buy.getAttribute("interest"), buy.getAttribute("status")]).toEqual(["buy", "used"]);
    expect(textOf(doc, "vehicle[interest=buy] > stock")).toBe("H24100");
    expect(textOf(doc, "vehicle[interest=buy] > model")).toBe("Civic");
    expect(textOf(doc, "vehicle[interest=buy] > price")).toBe("18995");
    expect([trade.getAttribute("interest"), trade.getAttribute("status")]).toEqual(["trade-in", "used"]);
    expect(Array.from(trade.children, (child) => child.tagName)).toEqual([
      "year",
      "make",
      "model",
      "vin",
      "trim",
      "odometer",
      "condition",
      "comments",
    ]);
    expect(textOf(doc, "vehicle[interest=trade-in] > year")).toBe("2014");
    expect(textOf(doc, "vehicle[interest=trade-in] > vin")).toBe(VALID_VIN);
    const odometer = doc.querySelector("vehicle[interest=trade-in] > odometer");
    expect([odometer?.textContent, odometer?.getAttribute("units"), odometer?.getAttribute("status")]).toEqual([
      "112400",
      "mi",
      "original",
    ]);
    expect(textOf(doc, "vehicle[interest=trade-in] > comments")).toBe(
      "Money is still owed on it: about $8,500, as estimated by the owner",
    );
    expect(textOf(doc, "customer > comments")).toContain("Money owed on it: Yes, about $8,500\n");
  });

  it("maps each condition onto ADF's value", () => {
    for (const condition of ["excellent", "good", "fair", "poor"]) {
      const doc = parseXml(adfOf(tradeIn({ tradeCondition: condition })));
      expect(textOf(doc, "vehicle[interest=trade-in] > condition")).toBe(condition);
    }
  });

  it("says in words what is owed, never in a finance block (the DTD's needs the loan amount, never asked)", () => {
    const said = (overrides: Record<string, unknown>) => {
      const doc = parseXml(adfOf(tradeIn(overrides)));
      expect(doc.querySelector("vehicle[interest=trade-in] > finance")).toBeNull();
      const owed = (textOf(doc, "customer > comments") ?? "").match(/^Money owed on it: .*$/m)?.[0];
      return [textOf(doc, "vehicle[interest=trade-in] > comments"), owed];
    };
    expect(said({})).toEqual(["No money owed on it", "Money owed on it: No"]);
    expect(said({ owesMoney: "yes" })).toEqual([
      "Money is still owed on it; the owner did not say how much",
      "Money owed on it: Yes, amount not given",
    ]);
    expect(said({ owesMoney: "yes", payoffAmount: "12,345" })).toEqual([
      "Money is still owed on it: about $12,345, as estimated by the owner",
      "Money owed on it: Yes, about $12,345",
    ]);
  });

  it("has only the trade-in when no car on the lot is named, and says so when the stock number is unknown", () => {
    const alone = parseXml(buildAdf(tradeIn({ stockNumber: "" }), context));
    expect(Array.from(alone.querySelectorAll("prospect > vehicle"), (v) => v.getAttribute("interest"))).toEqual([
      "trade-in",
    ]);
    const unknown = parseXml(buildAdf(tradeIn({ stockNumber: "ZZ999" }), context));
    expect(textOf(unknown, "vehicle[interest=buy] > stock")).toBe("ZZ999");
    expect(textOf(unknown, "vehicle[interest=buy] > comments")).toMatch(/not in the inventory/);
  });

  it("keeps the visitor's words as escaped text", () => {
    // The schema refuses < and >; the ADF must escape them anyway, so the lead is made by hand here.
    const lead: TradeInLead = {
      ...tradeIn(),
      tradeMake: "Rolls & Royce",
      tradeModel: `"Silver" Spur's`,
      tradeTrim: "</trim><x>",
      message: "]]></adf><x>&",
    };
    const xml = adfOf(lead);
    const doc = parseXml(xml);
    expect(textOf(doc, "vehicle[interest=trade-in] > make")).toBe("Rolls & Royce");
    expect(textOf(doc, "vehicle[interest=trade-in] > model")).toBe(`"Silver" Spur's`);
    expect(textOf(doc, "vehicle[interest=trade-in] > trim")).toBe("</trim><x>");
    expect(textOf(doc, "customer > comments")).toContain("> ]]></adf><x>&");
    expect(doc.querySelectorAll("adf")).toHaveLength(1);
  });
});

describe("trade-in details and subject", () => {
  it("lists the checked facts as labelled lines and the visitor's description quoted", () => {
    const lead = tradeIn({ owesMoney: "yes", payoffAmount: "8500", tradeVin: VALID_VIN, consent: "yes" });
    const summary = leadSummary(lead, { id: "X", requestDate: NOW, vehicle: vehicleFacts });
    expect(summary).toContain("Trading toward: 2019 Honda Civic EX (stock H24100, VIN");
    expect(summary).toContain("Trade-in year: 2014\n");
    expect(summary).toContain("Trade-in mileage: 112,400 miles\n");
    expect(summary).toContain(`Trade-in VIN: ${VALID_VIN}\n`);
    expect(summary).toContain("Trade-in condition: Good\n");
    expect(summary).toContain("Money owed on it: Yes, about $8,500\n");
    expect(summary).toContain("Trade-in make, model and trim, as typed by the visitor:\n> Toyota Camry LE");
  });

  it("names the car on the lot in the subject, never the visitor's words", () => {
    expect(leadSubject(tradeIn(), vehicleFacts)).toBe(
      "Trade-in appraisal request, toward 2019 Honda Civic EX (stock H24100)",
    );
    expect(leadSubject(tradeIn({ stockNumber: "" }))).toBe("Trade-in appraisal request from the website");
  });
});
