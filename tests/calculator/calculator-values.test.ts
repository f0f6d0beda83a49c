import {
  calculatorQuery,
  defaultCalculatorValues,
  parseAmount,
  termOptions,
  validateCalculatorValues,
  valuesFromQuery,
} from "../../src/lib/calculator/calculator-values";

const financing = { creditScore: 720, termMonths: 72, annualIncome: 100_000, apr: 7.99, downPaymentPercent: 10 };

describe("calculator values", () => {
  it("starts from the example price and the financing assumptions", () => {
    expect(defaultCalculatorValues(financing)).toEqual({
      price: "20000",
      down: "2000",
      trade: "0",
      apr: "7.99",
      term: "72",
      tax: "0",
    });
  });

  it("takes the price from the query and the down payment from the assumed percentage", () => {
    expect(valuesFromQuery("?price=21995", financing)).toEqual({
      price: "21995",
      down: "2200",
      trade: "0",
      apr: "7.99",
      term: "72",
      tax: "0",
    });
  });

  it("takes every field from the query, ignoring values that are not numbers", () => {
    expect(valuesFromQuery("?price=30000&down=5000&trade=1500&apr=5.5&term=60&tax=8.75", financing)).toEqual({
      price: "30000",
      down: "5000",
      trade: "1500",
      apr: "5.5",
      term: "60",
      tax: "8.75",
    });
    expect(valuesFromQuery("?price=<script>&apr=cheap", financing)).toEqual(defaultCalculatorValues(financing));
  });

  it("round-trips through the query string", () => {
    const values = { price: "30000", down: "5000", trade: "1500", apr: "5.5", term: "60", tax: "8.75" };
    expect(valuesFromQuery(calculatorQuery(values), financing)).toEqual(values);
  });

  it("reads amounts the way people type them", () => {
    expect(parseAmount("$21,995.50")).toBe(21995.5);
    expect(parseAmount("7.99%")).toBe(7.99);
    expect(parseAmount("-5")).toBeUndefined();
    expect(parseAmount("1e5")).toBeUndefined();
    expect(parseAmount("")).toBeUndefined();
  });

  it("offers the common terms plus the site's own", () => {
    expect(termOptions({ termMonths: 72 })).toEqual([24, 36, 48, 60, 72, 84]);
    expect(termOptions({ termMonths: 66 })).toEqual([24, 36, 48, 60, 66, 72, 84]);
  });

  it("turns valid values into a loan and names each invalid field", () => {
    expect(validateCalculatorValues({ price: "$20,000", down: "", trade: "0", apr: "6", term: "60", tax: "" })).toEqual(
      {
        errors: {},
        input: { price: 20000, downPayment: 0, tradeIn: 0, aprPercent: 6, termMonths: 60, salesTaxPercent: 0 },
      },
    );
    const { input, errors } = validateCalculatorValues({
      price: "",
      down: "lots",
      trade: "0",
      apr: "40",
      term: "60.5",
      tax: "20",
    });
    expect(input).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(["apr", "down", "price", "tax", "term"]);
    expect(errors.apr).toBe("Enter an APR from 0 to 36 percent, like 7.99.");
  });
});
