// The one reader of the site's CSV and TSV files for unit tests and e2e specs (csv-parse, which the feed
// import uses too), so no test carries a hand-written parser of its own.
import { parse } from "csv-parse/sync";

/** RFC 4180 CSV rows: quoted fields, doubled quotes, line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true });
}

/** Tab-separated rows as Google's feed format has them: no quoting (values never hold a tab or line break). */
export function parseTsv(text: string): string[][] {
  return parse(text, { bom: true, delimiter: "\t", quote: false });
}

/** Rows of a delimited file as objects keyed by the header. */
export function records(rows: string[][]): Array<Record<string, string>> {
  const [header, ...data] = rows;
  return data.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""])));
}
