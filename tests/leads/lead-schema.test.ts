import { normalizeUsPhone } from "../../src/lib/forms/field-schemas";
import { parseLead } from "../../src/lib/leads/lead-schema";
import {
  availabilityBody,
  contactBody,
  inquiryBody,
  preApprovalBody,
  testDriveBody,
  TODAY,
} from "./support/lead-fixtures";

const errorsOf = (body: unknown) => {
  const result = parseLead(body, TODAY);
  return result.ok ? {} : result.errors;
};

describe("parseLead: valid leads", () => {
  it("accepts each form and normalises what was typed", () => {
    const contact = parseLead(contactBody({ name: "  José O'Brien-Smith ", message: "Hello\r\nthere\u0007" }), TODAY);
    expect(contact).toMatchObject({
      ok: true,
      lead: { formType: "contact", name: "José O'Brien-Smith", message: "Hello\nthere", consent: true },
    });
    expect(parseLead(inquiryBody(), TODAY)).toMatchObject({
      ok: true,
      lead: { formType: "inquiry", stockNumber: "H24100", phone: "(916) 555-0199" },
    });
    expect(parseLead(testDriveBody(), TODAY)).toMatchObject({
      ok: true,
      lead: { formType: "test-drive", preferredDate: "2026-11-25", preferredTime: "afternoon" },
    });
    expect(parseLead(preApprovalBody(), TODAY)).toMatchObject({
      ok: true,
      lead: { formType: "pre-approval", downPayment: 2500, consent: false },
    });
  });

  it("accepts JSON booleans and numbers where a form would send text", () => {
    expect(parseLead(preApprovalBody({ consent: true, downPayment: 1500 }), TODAY)).toMatchObject({
      ok: true,
      lead: { consent: true, downPayment: 1500 },
    });
    expect(parseLead(inquiryBody({ year: 2019, price: 18995 }), TODAY)).toMatchObject({ ok: true });
  });

  it("ignores fields a form does not have", () => {
    const hostile = JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`);
    const result = parseLead({ ...contactBody({ isAdmin: "true" }), ...hostile }, TODAY);
    expect(result).toMatchObject({ ok: true, lead: { formType: "contact" } });
    expect(result.ok && "isAdmin" in result.lead).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("parseLead: errors name the field and say what is wrong", () => {
  it("reports missing required fields of the contact form", () => {
    expect(errorsOf({ formType: "contact" })).toEqual({
      name: "Enter your name.",
      preferredContact: "Choose how you would like us to reply.",
      message: "Enter your message.",
      email: "Enter your e-mail address or phone number so we can reply.",
    });
  });

  it("asks for the reply channel the visitor chose", () => {
    expect(errorsOf(contactBody({ email: "", preferredContact: "email", phone: "9165550142" }))).toEqual({
      email: "Enter your e-mail address, or choose another way for us to reply.",
    });
    expect(errorsOf(contactBody({ preferredContact: "text" }))).toEqual({
      phone: "Enter your phone number, or choose e-mail for our reply.",
    });
  });

  it("refuses line breaks and markup in one-line fields (header and script injection)", () => {
    expect(errorsOf(contactBody({ name: "Eve\r\nBcc: victim@example.com" })).name).toBe(
      "Use a single line, without line breaks.",
    );
    expect(errorsOf(contactBody({ email: "eve@example.com\r\nBcc: victim@example.com" })).email).toMatch(
      /single e-mail address/,
    );
    expect(errorsOf(contactBody({ name: "<script>alert(1)</script>" })).name).toMatch(/Remove the < and > characters/);
    expect(errorsOf(contactBody({ message: "hi <img src=x onerror=alert(1)>" })).message).toMatch(
      /Remove the < and > characters/,
    );
    expect(errorsOf(contactBody({ message: "<![CDATA[ x ]]>" })).message).toMatch(/Remove the < and > characters/);
    expect(errorsOf(contactBody({ name: "Robert'); DROP TABLE leads;--" })).name).toMatch(/letters, spaces/);
  });

  it("refuses the hidden characters that turn an e-mail's text around, next to the field", () => {
    for (const hidden of ["\u202E", "\u202A", "\u2066", "\u2069"]) {
      expect(errorsOf(contactBody({ message: `Call me ${hidden}won ta` })).message).toMatch(
        /hidden text-direction characters/,
      );
      expect(errorsOf(availabilityBody({ message: `x${hidden}` })).message).toMatch(/hidden text-direction/);
    }
    expect(errorsOf(contactBody({ message: "مرحبا, I read right to left too" }))).toEqual({});
  });

  it("keeps ordinary punctuation a customer types", () => {
    expect(errorsOf(contactBody({ message: "Budget < $15k & > $10k, \"ideally\" 'soon' <3" }))).toEqual({});
  });

  it("limits lengths", () => {
    expect(errorsOf(contactBody({ name: "a".repeat(101) })).name).toMatch(/100 characters/);
    expect(errorsOf(contactBody({ message: "a".repeat(2001) })).message).toMatch(/2000 characters/);
    expect(errorsOf(contactBody({ email: `${"a".repeat(250)}@example.com` })).email).toMatch(/254 characters/);
  });

  it("checks e-mail, phone and ZIP formats", () => {
    expect(errorsOf(contactBody({ email: "not-an-email" })).email).toBe(
      "Enter an e-mail address like name@example.com.",
    );
    expect(errorsOf(contactBody({ phone: "555-0142" })).phone).toBe(
      "Enter a 10-digit phone number like (916) 555-0142.",
    );
    expect(errorsOf(preApprovalBody({ postalCode: "9582" })).postalCode).toBe("Enter a 5-digit ZIP code like 95820.");
  });

  it("refuses wrong types with the field's message", () => {
    const errors = errorsOf(contactBody({ name: ["Maria"], email: { $gt: "" }, message: 42, preferredContact: true }));
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "preferredContact"]);
  });

  it("refuses an unknown form type and a body that is not an object", () => {
    expect(errorsOf(contactBody({ formType: "newsletter" }))).toEqual({
      formType: expect.stringMatching(/question or would like a test drive/),
    });
    expect(errorsOf([contactBody()])).toEqual({ form: expect.any(String) });
    expect(errorsOf("name=Eve")).toEqual({ form: expect.any(String) });
  });

  it("validates the attached vehicle", () => {
    expect(errorsOf(inquiryBody({ vin: "1HGCV1F30LA000000" })).vin).toBe("This vehicle's VIN is not valid.");
    expect(errorsOf(inquiryBody({ stockNumber: "h 1" })).stockNumber).toBe("This vehicle's stock number is not valid.");
    expect(errorsOf(inquiryBody({ vin: undefined })).vin).toBe("This vehicle's VIN is missing.");
  });

  it("keeps only the vehicle's stock number and VIN: year, make, model, trim and price come from the inventory", () => {
    const parsed = parseLead(
      inquiryBody({ year: "1850", make: "Call 1-900-555-0100", model: "x\ny", trim: "<b>", price: "-5" }),
      TODAY,
    );
    expect(parsed.ok).toBe(true);
    expect(
      parsed.ok && Object.keys(parsed.lead).filter((key) => ["year", "make", "model", "trim", "price"].includes(key)),
    ).toEqual([]);
  });

  it("needs a question for an inquiry and a day for a test drive, within the next 120 days", () => {
    expect(errorsOf(inquiryBody({ message: "" })).message).toBe("Enter your question.");
    expect(errorsOf(testDriveBody({ preferredDate: "" })).preferredDate).toBe("Choose a day for your test drive.");
    expect(errorsOf(testDriveBody({ preferredDate: "2026-11-19" })).preferredDate).toBe("Choose today or a later day.");
    expect(errorsOf(testDriveBody({ preferredDate: "2026-11-20" }))).toEqual({}); // visitor's today may be UTC's yesterday
    expect(errorsOf(testDriveBody({ preferredDate: "2027-06-01" })).preferredDate).toMatch(/within the next 120 days/);
    expect(errorsOf(testDriveBody({ preferredDate: "2026-02-30" })).preferredDate).toBe("Enter a real calendar date.");
    expect(errorsOf(testDriveBody({ preferredTime: "midnight" })).preferredTime).toBe(
      "Choose a time of day from the list.",
    );
  });

  it("takes a request to confirm availability without a message, but not without the vehicle", () => {
    const result = parseLead(availabilityBody(), TODAY);
    expect(result.ok && result.lead).toMatchObject({ formType: "availability", stockNumber: "H24100" });
    expect(result.ok && result.lead.message).toBeUndefined();
    expect(errorsOf(availabilityBody({ message: "<b>" })).message).toMatch(/Remove the < and > characters/);
    expect(errorsOf(availabilityBody({ stockNumber: "" })).stockNumber).toBe("This vehicle's stock number is missing.");
  });

  it("needs an e-mail address or phone number on vehicle requests", () => {
    expect(errorsOf(inquiryBody({ email: "", phone: "" })).email).toMatch(/e-mail address or phone number/);
    expect(errorsOf(availabilityBody({ email: "", phone: "" })).email).toMatch(/e-mail address or phone number/);
    expect(errorsOf(inquiryBody({ email: "" }))).toEqual({});
  });

  it("needs the pre-approval answers and never asks for SSN or birth date", () => {
    const errors = errorsOf({ formType: "pre-approval" });
    expect(Object.keys(errors).sort()).toEqual([
      "creditRange",
      "email",
      "employmentStatus",
      "monthlyIncome",
      "name",
      "phone",
      "postalCode",
    ]);
    expect(errorsOf(preApprovalBody({ downPayment: "lots" })).downPayment).toMatch(/in dollars/);
    expect(errorsOf(preApprovalBody({ downPayment: "2000000" })).downPayment).toMatch(/1,000,000 or less/);
    expect(errorsOf(preApprovalBody({ consent: "maybe" })).consent).toMatch(/Tick the box/);
  });
});

describe("normalizeUsPhone", () => {
  it("formats 10-digit numbers and refuses others", () => {
    expect(normalizeUsPhone("+1 (916) 555-0142")).toBe("(916) 555-0142");
    expect(normalizeUsPhone("916.555.0142")).toBe("(916) 555-0142");
    expect(normalizeUsPhone("123-555-0142")).toBeUndefined();
    expect(normalizeUsPhone("916-555-0142 ext 5")).toBeUndefined();
    expect(normalizeUsPhone("555-0142")).toBeUndefined();
  });
});
