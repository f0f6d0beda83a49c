// Renders GitHub-flavoured Markdown tables for bench/RESULTS.md.

export type Align = "left" | "right";

export interface Table {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** Per column; columns without an entry are left-aligned. */
  align?: readonly Align[];
}

/** Pipes inside a cell would split it into two columns, and a newline would end the table. */
function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

export function renderTable({ headers, rows, align = [] }: Table): string {
  for (const [index, row] of rows.entries()) {
    if (row.length !== headers.length) {
      throw new Error(`renderTable: row ${index + 1} has ${row.length} cells, the header has ${headers.length}`);
    }
  }
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(" | ")} |`;
  const separator = `|${headers.map((_, column) => (align[column] === "right" ? "---:" : "---")).join("|")}|`;
  return [line(headers), separator, ...rows.map(line)].join("\n");
}
