// Loan arithmetic for payment estimates and the calculator. Standard amortisation:
// payment = P * r / (1 - (1 + r)^-n), r = APR / 12, rounded to cents; 0% APR divides evenly.
import type { FinancingAssumptions } from "./content/site-settings-schema";
import { amountFinanced as amountFinancedOf } from "./pricing/fees";

const roundCents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** @internal exported for its unit tests */
export function monthlyPayment(principal: number, aprPercent: number, termMonths: number): number {
  if (!Number.isFinite(principal) || principal <= 0) return 0;
  if (!Number.isInteger(termMonths) || termMonths <= 0)
    throw new RangeError(`term must be a whole number of months, got ${termMonths}`);
  if (!Number.isFinite(aprPercent) || aprPercent < 0) throw new RangeError(`APR must be 0 or more, got ${aprPercent}`);
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return roundCents(principal / termMonths);
  return roundCents((principal * rate) / (1 - Math.pow(1 + rate, -termMonths)));
}

/** Down payment in whole dollars for a percentage of the price. */
export function downPayment(price: number, percent: number): number {
  return Math.round((price * Math.min(Math.max(percent, 0), 100)) / 100);
}

export interface PaymentEstimate {
  downPayment: number;
  amountFinanced: number;
  monthly: number;
  termMonths: number;
  apr: number;
}

/** The estimate shown on cards and detail pages for an advertised price (fees included), from the site's financing assumptions. */
export function estimatePayment(price: number, financing: FinancingAssumptions): PaymentEstimate {
  const down = downPayment(price, financing.downPaymentPercent);
  const amountFinanced = amountFinancedOf(price, down);
  return {
    downPayment: down,
    amountFinanced,
    monthly: monthlyPayment(amountFinanced, financing.apr, financing.termMonths),
    termMonths: financing.termMonths,
    apr: financing.apr,
  };
}

export interface LoanInput {
  price: number;
  downPayment: number;
  tradeIn: number;
  aprPercent: number;
  termMonths: number;
  /** Sales tax on the price, in percent; 0 when not given. */
  salesTaxPercent: number;
}

export interface LoanResult {
  salesTax: number;
  amountFinanced: number;
  monthly: number;
  totalInterest: number;
  /** Everything paid: down payment, trade-in value and every monthly payment. */
  totalCost: number;
}

export function calculateLoan(input: LoanInput): LoanResult {
  const salesTax = roundCents((input.price * Math.max(input.salesTaxPercent, 0)) / 100);
  const amountFinanced = roundCents(Math.max(input.price + salesTax - input.downPayment - input.tradeIn, 0));
  const monthly = monthlyPayment(amountFinanced, input.aprPercent, input.termMonths);
  const totalPaidOnLoan = roundCents(monthly * input.termMonths);
  const totalInterest = amountFinanced === 0 ? 0 : roundCents(Math.max(totalPaidOnLoan - amountFinanced, 0));
  return {
    salesTax,
    amountFinanced,
    monthly,
    totalInterest,
    totalCost: roundCents(totalPaidOnLoan + Math.min(input.downPayment + input.tradeIn, input.price + salesTax)),
  };
}
