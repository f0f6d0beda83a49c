import { renderTable } from "../../bench/markdown-table";

describe("renderTable", () => {
  it("renders a header, an alignment row and one line per row", () => {
    const table = renderTable({
      headers: ["page", "bytes"],
      rows: [
        ["/", "12 KiB"],
        ["/inventory/", "30 KiB"],
      ],
      align: ["left", "right"],
    });
    expect(table.split("\n")).toEqual(["| page | bytes |", "|---|---:|", "| / | 12 KiB |", "| /inventory/ | 30 KiB |"]);
  });

  it("escapes pipes and newlines so a cell cannot break the table", () => {
    const table = renderTable({ headers: ["note"], rows: [["a | b\nc"]] });
    expect(table.split("\n")[2]).toBe("| a \\| b c |");
  });

  it("refuses a row whose cell count differs from the header", () => {
    expect(() => renderTable({ headers: ["a", "b"], rows: [["1"]] })).toThrow("row 1 has 1 cells, the header has 2");
  });
});
