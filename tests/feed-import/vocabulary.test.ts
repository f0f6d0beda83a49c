import {
  normaliseBodyStyle,
  normaliseDrivetrain,
  normaliseFuelType,
  normaliseStatus,
  normaliseTransmission,
  normaliseWarranty,
} from "../../src/lib/feed-import/vocabulary";

const value = <T>(result: { value: T } | { error: string }) =>
  "value" in result ? result.value : `ERROR ${result.error}`;

describe("feed vocabulary", () => {
  it.each([
    ["Sport Utility", "SUV"],
    ["SUV", "SUV"],
    ["4dr Sport Utility", "SUV"],
    ["Crossover", "SUV"],
    ["Crew Cab Pickup", "Truck"],
    ["Pickup Truck", "Truck"],
    ["Extended Cab Pickup", "Truck"],
    ["SuperCrew", "Truck"],
    ["4D Sedan", "Sedan"],
    ["4dr Car", "Sedan"],
    ["Sedan", "Sedan"],
    ["2dr Car", "Coupe"],
    ["Coupe 2D", "Coupe"],
    ["Hatchback", "Hatchback"],
    ["4D Hatchback", "Hatchback"],
    ["Convertible", "Convertible"],
    ["Roadster", "Convertible"],
    ["Mini-van, Passenger", "Minivan"],
    ["Minivan", "Minivan"],
    ["Wagon", "Wagon"],
    ["Station Wagon", "Wagon"],
  ])("body %s -> %s", (cell, expected) => expect(value(normaliseBodyStyle(cell))).toBe(expected));

  it("a body style no rule places, or two rules place differently, is an error", () => {
    expect(value(normaliseBodyStyle("Cargo Van"))).toBe(
      'ERROR "Cargo Van" cannot be placed as a body style; expected one of Sedan, SUV, Truck, Coupe, Hatchback, Convertible, Minivan, Wagon or a common name for one',
    );
    expect(value(normaliseBodyStyle("Sedan/Coupe"))).toMatch(
      /^ERROR "Sedan\/Coupe" reads as more than one body style \(Sedan, Coupe\)/,
    );
  });

  it.each([
    ["A/T", "Automatic"],
    ["Automatic", "Automatic"],
    ["6-Speed Automatic", "Automatic"],
    ["8-Speed A/T", "Automatic"],
    ["Auto", "Automatic"],
    ["6-Speed Automatic with Manual Shift Mode", "Automatic"],
    ["7-Speed Dual Clutch", "Automatic"],
    ["1-Speed Automatic", "Automatic"],
    ["Single Speed", "Automatic"],
    ["CVT", "CVT"],
    ["Automatic CVT", "CVT"],
    ["Continuously Variable", "CVT"],
    ["M/T", "Manual"],
    ["6-Speed Manual", "Manual"],
    ["Manual", "Manual"],
    ["Stick", "Manual"],
  ])("transmission %s -> %s", (cell, expected) => expect(value(normaliseTransmission(cell))).toBe(expected));

  it("a transmission no rule places is an error", () => {
    expect(value(normaliseTransmission("Unknown"))).toMatch(
      /^ERROR "Unknown" cannot be placed as a transmission; expected one of Automatic, Manual, CVT/,
    );
  });

  it.each([
    ["4x4", "4WD"],
    ["4X4", "4WD"],
    ["4WD", "4WD"],
    ["Four Wheel Drive", "4WD"],
    ["AWD", "AWD"],
    ["All Wheel Drive", "AWD"],
    ["All-Wheel Drive", "AWD"],
    ["quattro", "AWD"],
    ["xDrive", "AWD"],
    ["FWD", "FWD"],
    ["Front Wheel Drive", "FWD"],
    ["RWD", "RWD"],
    ["Rear-Wheel Drive", "RWD"],
  ])("drivetrain %s -> %s", (cell, expected) => expect(value(normaliseDrivetrain(cell))).toBe(expected));

  it.each(["4x2", "2WD", "Part-time"])("drivetrain %s says too little and is not placed", (cell) => {
    expect(value(normaliseDrivetrain(cell))).toMatch(
      /cannot be placed as a drivetrain; expected one of FWD, RWD, AWD, 4WD/,
    );
  });

  it.each([
    ["Gasoline", "Gasoline"],
    ["Gas", "Gasoline"],
    ["Regular Unleaded", "Gasoline"],
    ["Premium Unleaded", "Gasoline"],
    ["Flex Fuel", "Gasoline"],
    ["E85 Flex Fuel", "Gasoline"],
    ["Diesel", "Diesel"],
    ["Hybrid", "Hybrid"],
    ["Gas/Electric Hybrid", "Hybrid"],
    ["Gasoline/Electric", "Hybrid"],
    ["Plug-In Hybrid", "Plug-in Hybrid"],
    ["PHEV", "Plug-in Hybrid"],
    ["Electric", "Electric"],
    ["EV", "Electric"],
    ["Battery Electric", "Electric"],
  ])("fuel %s -> %s", (cell, expected) => expect(value(normaliseFuelType(cell))).toBe(expected));

  it.each(["Compressed Natural Gas", "Hydrogen Fuel Cell", "Other"])("fuel %s is not placed", (cell) => {
    expect(value(normaliseFuelType(cell))).toMatch(/cannot be placed as a fuel type/);
  });

  it.each([
    ["Available", "available"],
    ["In Stock", "available"],
    ["Pending", "pending"],
    ["On Hold", "pending"],
    ["Sold", "sold"],
  ])("status %s -> %s", (cell, expected) => {
    expect(value(normaliseStatus(cell))).toBe(expected);
  });

  it("a status that denies or mixes is not placed", () => {
    expect(value(normaliseStatus("Not available"))).toMatch(/^ERROR/);
    expect(value(normaliseStatus("Sold - pending funding"))).toMatch(/reads as more than one status/);
  });

  it.each([
    ["As Is", "as-is"],
    ["AS-IS", "as-is"],
    ["As Is - No Dealer Warranty", "as-is"],
    ["Implied", "implied"],
    ["Implied Warranties Only", "implied"],
    ["Dealer Warranty", "dealer"],
    ["Limited Warranty", "dealer"],
  ])("warranty %s -> %s", (cell, expected) => expect(value(normaliseWarranty(cell))).toBe(expected));

  it("a warranty no rule places is an error", () => {
    expect(value(normaliseWarranty("Maybe"))).toMatch(/cannot be placed as a Buyers Guide choice/);
  });
});
