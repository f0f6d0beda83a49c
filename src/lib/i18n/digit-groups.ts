// Digits in groups of three, as format.ts writes prices and mileages and the message runtime writes a plural's
// count: written out, not with Intl.NumberFormat, whose first use loads ICU data in the middle of hydration.

/** `"1234567"` as `"1,234,567"`. */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
