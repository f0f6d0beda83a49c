// North-American VIN check digit (49 CFR 565): position 9 is a weighted sum of the others mod 11.
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

function charValue(char: string): number {
  return /\d/.test(char) ? Number(char) : LETTER_VALUES[char];
}

/** The check digit a VIN should carry at position 9 ("0"-"9" or "X"). */
function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i]) * WEIGHTS[i];
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

export function isVinWellFormed(vin: string): boolean {
  return VIN_PATTERN.test(vin);
}

export function isVinValid(vin: string): boolean {
  return isVinWellFormed(vin) && vin[8] === vinCheckDigit(vin);
}

/**
 * Replaces position 9 of a well-formed 17-character VIN with its correct check digit.
 * @internal exported for the synthetic inventory (make-vehicle, which tests, e2e and bench build on) and the tests
 */
export function withVinCheckDigit(vin: string): string {
  if (!isVinWellFormed(vin)) throw new Error(`not a well-formed VIN: ${vin}`);
  return vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);
}
