// Text that Excel or Google Sheets would run as a formula when staff open the Meta CSV or the Google TSV.
// OWASP's CSV-injection rule: a cell starting with =, +, -, @, a tab or a carriage return, unless it is a plain
// number ("-5", "-5.25" stay numbers; "-1+2" and "-2 Door" do not). What a spreadsheet drops from the start of a
// cell before it reads it is looked through: spaces of every kind (no-break, zero-width, the BOM), tabs, line
// breaks and double quotes (a text import unwraps `"=HYPERLINK(""…"")"`). One rule for three places: the build
// refuses such a value (file and field), the feed import refuses it (row and column), and the feed writers
// (src/lib/seo/delimited-text.ts) put a ' before any that still reaches them.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
// JavaScript's \s (spaces, tabs, line breaks, no-break spaces, the BOM) plus the zero-width ones, and quotes.
const LEADING_IGNORED = /^[\s"\u180E\u200B-\u200D\u2060]+/;
const TRAILING_IGNORED = /[\s"\u180E\u200B-\u200D\u2060]+$/;

/** Plain words for staff, after the field's name. */
export const FORMULA_RULE =
  "must not start with =, +, -, @, a tab or a carriage return, even after spaces or quotes, unless it is a plain number like -5 or -5.25 (spreadsheets run such text as a formula)";

export function startsLikeFormula(text: string): boolean {
  const read = text.replace(LEADING_IGNORED, "");
  const starts = FORMULA_START.test(text) || FORMULA_START.test(read);
  return starts && !PLAIN_NUMBER.test(read.replace(TRAILING_IGNORED, ""));
}

/** The cell as a feed writes it: text a spreadsheet would run gets a leading ', which makes it plain text there. */
export function neutraliseFormula(cell: string): string {
  return startsLikeFormula(cell) ? `'${cell}` : cell;
}
