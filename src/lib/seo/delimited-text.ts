// Tab- and comma-separated files for marketplace feeds.

/**
 * A TSV field: tabs and line breaks (which would split a field or a row) become single spaces; the
 * Google feed has no quoting rules to rely on, so nothing else is changed.
 * @internal exported for its unit tests
 */
export function tsvField(value: string | number | undefined): string {
  if (value === undefined) return "";
  return String(value)
    .replace(/[\t\r\n]+/g, " ")
    .trim();
}

export function tsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(tsvField).join("\t")).join("\n") + "\n";
}

/**
 * An RFC 4180 CSV field: quoted when it holds a comma, quote, line break or edge space; quotes doubled.
 * @internal exported for its unit tests
 */
export function csvField(value: string | number | undefined): string {
  if (value === undefined) return "";
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>,
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
