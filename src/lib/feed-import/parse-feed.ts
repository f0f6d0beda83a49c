import { CsvError, parse } from "csv-parse/sync";
import { ImportError } from "./import-error";
import type { ImportLimits } from "./limits";

export const SEPARATORS = { ",": "comma", "\t": "tab", "|": "pipe", ";": "semicolon" } as const;
export type Separator = keyof typeof SEPARATORS;

export interface FeedRow {
  /** The row number a spreadsheet shows for it: the header is row 1, blank rows count, multi-line cells do not. */
  row: number;
  cells: string[];
}

export interface FeedTable {
  separator: Separator;
  header: string[];
  rows: FeedRow[];
}

/** Counts each candidate outside double quotes on the first non-blank line; the most frequent one wins. */
function detectSeparator(text: string): Separator | undefined {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  const counts = new Map<Separator, number>();
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in SEPARATORS) counts.set(char as Separator, (counts.get(char as Separator) ?? 0) + 1);
  }
  // Ties go to the candidate least likely inside a header name: tab, pipe, comma, semicolon.
  const ranked = (["\t", "|", ",", ";"] as const).filter((separator) => (counts.get(separator) ?? 0) > 0);
  return ranked.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
}

// Control characters other than tab and line feed carry no meaning in a vehicle record and can break what reads
// the JSON later; Windows line ends inside a quoted cell become plain line feeds.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const cleanCell = (cell: string) => cell.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();

/** The line where a quote opened that never closes (csv-parse only names the line where the text ran out). */
function unclosedQuoteLine(text: string, separator: Separator): number | undefined {
  let line = 1;
  let quoted = false;
  let cellStart = true;
  let openedAt = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\n") line++;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') index++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && cellStart) {
      quoted = true;
      openedAt = line;
      cellStart = false;
    } else {
      cellStart = char === separator || char === "\n" || (char === "\r" && cellStart);
    }
  }
  return quoted ? openedAt : undefined;
}

function parseProblem(error: CsvError, text: string, separator: Separator, limits: ImportLimits): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? `line ${line}` : "(file)";
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED": {
      const opened = unclosedQuoteLine(text, separator);
      return `${opened ? `line ${opened}` : where}: a quoted cell starts here and is never closed (a " without its partner)`;
    }
    case "CSV_MAX_RECORD_SIZE":
      return `${where}: a row is longer than ${limits.maxRowCharacters.toLocaleString("en-US")} characters (an unclosed quote, or not a feed)`;
    case "CSV_INVALID_CLOSING_QUOTE":
      return `${where}: a quoted cell has text after its closing quote (write a " inside a quoted cell as "")`;
    default:
      return `${where}: cannot be read as separated values (${error.message})`;
  }
}

/**
 * Splits feed text into a header and rows (csv-parse does the quoting rules). Cells are text and stay text:
 * nothing is evaluated, so a spreadsheet formula such as =HYPERLINK(...) is just characters. Throws an
 * ImportError naming the line or row when the table is not rectangular or too large.
 */
export function parseFeed(text: string, limits: ImportLimits): FeedTable {
  const separator = detectSeparator(text);
  if (!separator) {
    throw new ImportError([
      "row 1: the header has one column; expected column names separated by commas, tabs, pipes or semicolons",
    ]);
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: limits.maxRowCharacters,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new ImportError([parseProblem(error, text, separator, limits)]);
    throw error;
  }

  const problems: string[] = [];
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw new ImportError(["(file): the feed is empty"]);
  const header = records[headerIndex].map(cleanCell);
  if (header.length > limits.maxColumns) {
    throw new ImportError([
      `row ${headerIndex + 1}: the header has ${header.length.toLocaleString("en-US")} columns; a feed may have at most ${limits.maxColumns.toLocaleString("en-US")}`,
    ]);
  }

  const rows: FeedRow[] = [];
  records.slice(headerIndex + 1).forEach((cells, offset) => {
    const row = headerIndex + offset + 2;
    if (isBlank(cells)) return;
    if (cells.length > limits.maxColumns) {
      problems.push(
        `row ${row}: has ${cells.length.toLocaleString("en-US")} cells; a feed may have at most ${limits.maxColumns.toLocaleString("en-US")} columns`,
      );
      return;
    }
    // Some exports end every line with a separator: extra cells are fine while they are empty.
    const extra = cells.slice(header.length);
    if (cells.length < header.length || extra.some((cell) => cell.trim() !== "")) {
      problems.push(
        `row ${row}: has ${cells.length} cells but the header has ${header.length} ` +
          `(a line break or ${SEPARATORS[separator]} inside a cell that is not quoted?)`,
      );
      return;
    }
    rows.push({ row, cells: cells.slice(0, header.length).map(cleanCell) });
  });
  if (problems.length > 0) throw new ImportError(problems);
  return { separator, header, rows };
}
