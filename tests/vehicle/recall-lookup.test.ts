import { recallLookupUrl } from "../../src/lib/vehicle/recall-lookup";

// The sample Civic's VIN (content/vehicles), with a correct check digit (position 9), as every vehicle file carries.
const CIVIC_VIN = "2HGFC2F72KA100000";

describe("recallLookupUrl", () => {
  it("links NHTSA's recall lookup for the VIN", () => {
    expect(recallLookupUrl(CIVIC_VIN)).toBe(`https://www.nhtsa.gov/recalls?vin=${CIVIC_VIN}`);
  });

  it("forgives surrounding spaces and lower case", () => {
    expect(recallLookupUrl(` ${CIVIC_VIN.toLowerCase()}\n`)).toBe(`https://www.nhtsa.gov/recalls?vin=${CIVIC_VIN}`);
  });

  it("gives no link for text that is not a valid VIN", () => {
    expect(recallLookupUrl("")).toBeUndefined();
    expect(recallLookupUrl("2HGFC2F5")).toBeUndefined(); // too short
    expect(recallLookupUrl("2HGFC2F72KA1000006")).toBeUndefined(); // too long
    expect(recallLookupUrl("2HGFC2F7IKA100000")).toBeUndefined(); // I is never in a VIN
    expect(recallLookupUrl("2HGFC2F73KA100000")).toBeUndefined(); // wrong check digit
  });

  it("cannot be steered by characters that mean something in a URL", () => {
    expect(recallLookupUrl(`${CIVIC_VIN}&vin=1`)).toBeUndefined();
    expect(recallLookupUrl(`${CIVIC_VIN}#x`)).toBeUndefined();
    const url = new URL(recallLookupUrl(CIVIC_VIN)!);
    expect(url.origin + url.pathname).toBe("https://www.nhtsa.gov/recalls");
    expect([...url.searchParams.keys()]).toEqual(["vin"]);
  });
});
