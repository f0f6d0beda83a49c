// The payment calculator's inputs as the visitor types them (text), their defaults from the site's
// financing assumptions and the query string (`/payments/?price=21995`), and their validation.
import type { FinancingAssumptions } from "../content/site-settings-schema";
import { downPayment, type LoanInput } from "../payments";

export const CALCULATOR_FIELDS = ["price", "down", "trade", "apr", "term", "tax"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type CalculatorValues = Record<CalculatorField, string>;
export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

/** Price shown when the page is opened without one. */
const EXAMPLE_PRICE = 20_000;

const COMMON_TERMS = [24, 36, 48, 60, 72, 84] as const;

/** The terms offered in the select, including the site's own assumption when it is unusual. */
export function termOptions(financing: Pick<FinancingAssumptions, "termMonths">): number[] {
  return [...new Set([...COMMON_TERMS, financing.termMonths])].sort((a, b) => a - b);
}

const plain = (value: number) => String(Math.round(value * 100) / 100);

export function defaultCalculatorValues(financing: FinancingAssumptions, price = EXAMPLE_PRICE): CalculatorValues {
  return {
    price: plain(price),
    down: plain(downPayment(price, financing.downPaymentPercent)),
    trade: "0",
    apr: plain(financing.apr),
    term: String(financing.termMonths),
    tax: "0",
  };
}

/** Reads `?price=&down=&trade=&apr=&term=&tax=`; absent or unusable values fall back to the defaults. */
export function valuesFromQuery(search: string, financing: FinancingAssumptions): CalculatorValues {
  const params = new URLSearchParams(search);
  const read = (field: CalculatorField) => params.get(field)?.trim().slice(0, 20) ?? "";
  const price = parseAmount(read("price"));
  const defaults = defaultCalculatorValues(financing, price !== undefined && price > 0 ? price : EXAMPLE_PRICE);
  const values = { ...defaults };
  for (const field of CALCULATOR_FIELDS) {
    const raw = read(field);
    if (raw !== "" && parseAmount(raw) !== undefined) values[field] = raw;
  }
  return values;
}

/** `?price=21995&down=2200&...` for the address bar, so an estimate can be bookmarked or shared. */
export function calculatorQuery(values: CalculatorValues): string {
  const params = new URLSearchParams();
  for (const field of CALCULATOR_FIELDS) params.set(field, values[field].trim());
  return `?${params.toString()}`;
}

/**
 * A number from "$21,995.50", "21995" or "7.99%"; undefined when it is not one.
 * @internal exported for its unit tests
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

interface Rule {
  required: boolean;
  min: number;
  max: number;
  integer?: boolean;
  message: string;
}

const RULES: Record<CalculatorField, Rule> = {
  price: { required: true, min: 1, max: 10_000_000, message: "Enter the vehicle price in dollars, like 21995." },
  down: { required: false, min: 0, max: 10_000_000, message: "Enter the down payment in dollars, like 2000, or 0." },
  trade: { required: false, min: 0, max: 10_000_000, message: "Enter your trade-in value in dollars, or 0." },
  apr: { required: true, min: 0, max: 36, message: "Enter an APR from 0 to 36 percent, like 7.99." },
  term: { required: true, min: 12, max: 96, integer: true, message: "Choose a loan term." },
  tax: { required: false, min: 0, max: 15, message: "Enter a sales tax rate from 0 to 15 percent, like 8.75, or 0." },
};

export function validateCalculatorValues(values: CalculatorValues): { input?: LoanInput; errors: CalculatorErrors } {
  const errors: CalculatorErrors = {};
  const numbers = {} as Record<CalculatorField, number>;
  for (const field of CALCULATOR_FIELDS) {
    const rule = RULES[field];
    const raw = values[field].trim();
    if (raw === "" && !rule.required) {
      numbers[field] = 0;
      continue;
    }
    const value = parseAmount(raw);
    if (value === undefined || value < rule.min || value > rule.max || (rule.integer && !Number.isInteger(value))) {
      errors[field] = rule.message;
      continue;
    }
    numbers[field] = value;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      price: numbers.price,
      downPayment: numbers.down,
      tradeIn: numbers.trade,
      aprPercent: numbers.apr,
      termMonths: numbers.term,
      salesTaxPercent: numbers.tax,
    },
  };
}
