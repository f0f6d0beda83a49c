// Text that Excel or Google Sheets would run as a formula when staff open the Meta CSV or the Google TSV.
// OWASP's CSV-injection rule: a cell starting with =, +, -, @, a tab or a carriage return, unless it is a plain
// number ("-5", "-5.25" stay numbers; "-1+2" and "-2 Door" do not). One rule for three places: the build refuses
// such a value (file and field), the feed import refuses it (row and column), and the feed writers
// (src/lib/seo/delimited-text.ts) put a ' before any that still reaches them.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Plain words for staff, after the field's name. */
export const FORMULA_RULE =
  "must not start with =, +, -, @, a tab or a carriage return unless it is a plain number like -5 or -5.25 (spreadsheets run such text as a formula)";

/** Leading spaces are looked through too: the feeds trim them, and what remains would start the cell. */
export function startsLikeFormula(text: string): boolean {
  const starts = FORMULA_START.test(text) || FORMULA_START.test(text.trimStart());
  return starts && !PLAIN_NUMBER.test(text.trim());
}

/** The cell as a feed writes it: text a spreadsheet would run gets a leading ', which makes it plain text there. */
export function neutraliseFormula(cell: string): string {
  return startsLikeFormula(cell) ? `'${cell}` : cell;
}
