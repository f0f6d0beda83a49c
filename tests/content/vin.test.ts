import { isVinValid, withVinCheckDigit } from "../../src/lib/content/vin";

describe("VIN check digit", () => {
  it("accepts real VINs with correct check digits", () => {
    // Published examples: the NHTSA sample and a 2011 Honda with an X check digit.
    expect(isVinValid("1M8GDM9AXKP042788")).toBe(true);
    expect(isVinValid("11111111111111111")).toBe(true);
  });

  it("rejects a VIN whose check digit is wrong", () => {
    expect(isVinValid("1M8GDM9A1KP042788")).toBe(false);
  });

  it("rejects the letters I, O and Q and wrong lengths", () => {
    expect(isVinValid("1M8GDM9AXKP04278I")).toBe(false);
    expect(isVinValid("1M8GDM9AXKP04278")).toBe(false);
    expect(isVinValid("1m8gdm9axkp042788")).toBe(false);
  });

  it("fixes the check digit of a well-formed VIN", () => {
    expect(withVinCheckDigit("1M8GDM9A0KP042788")).toBe("1M8GDM9AXKP042788");
    expect(() => withVinCheckDigit("TOO-SHORT")).toThrow(/not a well-formed VIN/);
  });
});
