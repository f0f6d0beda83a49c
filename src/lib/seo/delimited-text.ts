// Tab- and comma-separated files for marketplace feeds. Every field of every column goes through
// neutraliseFormula: staff open these files in Excel or Sheets, and the content rules that keep formulas out
// (src/lib/content/formula-cell.ts) do not cover what the build adds (a store code from the environment).
import { neutraliseFormula } from "../content/formula-cell";

/**
 * A TSV field: tabs and line breaks (which would split a field or a row) become single spaces; the
 * Google feed has no quoting rules to rely on, so nothing else is changed but a formula's leading '.
 * @internal exported for its unit tests
 */
export function tsvField(value: string | number | undefined): string {
  if (value === undefined) return "";
  return neutraliseFormula(
    String(value)
      .replace(/[\t\r\n]+/g, " ")
      .trim(),
  );
}

export function tsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(tsvField).join("\t")).join("\n") + "\n";
}

/**
 * An RFC 4180 CSV field: a formula's leading ' first, then quoted when it holds a comma, quote, line break or
 * edge space; quotes doubled.
 * @internal exported for its unit tests
 */
export function csvField(value: string | number | undefined): string {
  if (value === undefined) return "";
  const text = neutraliseFormula(String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
