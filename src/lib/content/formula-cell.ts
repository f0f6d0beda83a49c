// Text that Excel or Google Sheets would run as a formula when staff open the Meta CSV or the Google TSV:
// a cell starting with =, +, @, a tab or a carriage return, or with - not followed by a digit ("-5" stays a
// number, "-x" is a formula). One rule for the feed import (row and column) and the build (file and field).

const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d))/;

/** Plain words for staff, after the field's name. */
export const FORMULA_RULE =
  "must not start with =, +, @, a tab or a carriage return, or with - unless a digit follows (spreadsheets run such text as a formula)";

/** Leading spaces are looked through too: the feeds trim them, and what remains would start the cell. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.trimStart());
}
