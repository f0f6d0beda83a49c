import iconv from "iconv-lite";
import { decodeFeed } from "../../src/lib/feed-import/decode-feed";
import { ImportError } from "../../src/lib/feed-import/import-error";
import { DEFAULT_LIMITS } from "../../src/lib/feed-import/limits";
import { parseFeed } from "../../src/lib/feed-import/parse-feed";

const parse = (text: string) => parseFeed(text, DEFAULT_LIMITS);

function problemsOf(text: string): string[] {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof ImportError) return error.problems;
    throw error;
  }
  return [];
}

describe("reading a feed's table", () => {
  it.each([
    ["comma", "VIN,Stock,Price\nV1,S1,100\n", ","],
    ["tab", "VIN\tStock\tPrice\nV1\tS1\t100\n", "\t"],
    ["pipe", "VIN|Stock|Price\nV1|S1|100\n", "|"],
    ["semicolon", "VIN;Stock;Price\nV1;S1;100\n", ";"],
  ])("detects the %s separator", (_name, text, separator) => {
    const table = parse(text);
    expect(table.separator).toBe(separator);
    expect(table.header).toEqual(["VIN", "Stock", "Price"]);
    expect(table.rows).toEqual([{ row: 2, cells: ["V1", "S1", "100"] }]);
  });

  it("ignores separators inside a quoted header name", () => {
    expect(parse('"Make, Model"\tVIN\tYear\nCivic\tV1\t2019\n').separator).toBe("\t");
  });

  it("reads quoted cells with separators, doubled quotes and line breaks, and unquoted cells with stray quotes", () => {
    const table = parse(
      'VIN,Options,Comments\r\nV1,"Sunroof, Heated Seats","Said ""like new""\r\non the phone"\r\nV2,15" wheels,plain\r\n',
    );
    expect(table.rows).toEqual([
      { row: 2, cells: ["V1", "Sunroof, Heated Seats", 'Said "like new"\non the phone'] },
      { row: 3, cells: ["V2", '15" wheels', "plain"] },
    ]);
  });

  it("numbers rows as a spreadsheet does: blank rows count, a multi-line cell does not", () => {
    const table = parse('VIN,Comments\n\nV1,"two\nlines"\nV2,x\n');
    expect(table.rows.map((row) => row.row)).toEqual([3, 4]);
  });

  it("keeps a spreadsheet formula as plain text", () => {
    const table = parse('VIN,Comments\nV1,"=HYPERLINK(""http://evil.example"",""Click me"")"\nV2,=1+1\n');
    expect(table.rows[0].cells[1]).toBe('=HYPERLINK("http://evil.example","Click me")');
    expect(table.rows[1].cells[1]).toBe("=1+1");
  });

  it("drops control characters and accepts a trailing separator", () => {
    expect(parse("VIN,Make\nV1,Hon\u0000da\u0007,\n").rows[0].cells).toEqual(["V1", "Honda"]);
  });

  it("refuses a row with more or fewer cells than the header", () => {
    expect(problemsOf("VIN,Make,Model\nV1,Honda\nV2,Honda,Civic,EX\n")).toEqual([
      "row 2: has 2 cells but the header has 3 (a line break or comma inside a cell that is not quoted?)",
      "row 3: has 4 cells but the header has 3 (a line break or comma inside a cell that is not quoted?)",
    ]);
  });

  it("refuses a row with 10,000 columns, and a header with too many", () => {
    expect(problemsOf(`VIN,Make\nV1,${"x,".repeat(9_999)}x\n`)).toEqual([
      "row 2: has 10,001 cells; a feed may have at most 1,000 columns",
    ]);
    expect(problemsOf(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(",")}\n`)).toEqual([
      "row 1: the header has 10,000 columns; a feed may have at most 1,000",
    ]);
  });

  it("refuses a quote that is never closed, naming the line", () => {
    expect(problemsOf('VIN,Comments\nV1,"fine ""quoted"" cell"\nV2,"never closed\nV3,x\n')).toEqual([
      'line 3: a quoted cell starts here and is never closed (a " without its partner)',
    ]);
  });

  it("refuses a row longer than the limit", () => {
    expect(() =>
      parseFeed(`VIN,Comments\nV1,${"x".repeat(2000)}\n`, { ...DEFAULT_LIMITS, maxRowCharacters: 1000 }),
    ).toThrow(/a row is longer than 1,000 characters/);
  });

  it("refuses an empty feed and one with a single column", () => {
    expect(problemsOf("\n\n")).toEqual([
      "row 1: the header has one column; expected column names separated by commas, tabs, pipes or semicolons",
    ]);
    expect(problemsOf("VIN\nV1\n")[0]).toMatch(/the header has one column/);
  });
});

describe("decoding a feed's bytes", () => {
  it("reads UTF-8 with and without a byte order mark", () => {
    expect(decodeFeed(Buffer.from("VIN,Make\nV1,Citroën\n"))).toEqual({
      text: "VIN,Make\nV1,Citroën\n",
      encoding: "UTF-8",
    });
    expect(decodeFeed(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("VIN,Make")]))).toEqual({
      text: "VIN,Make",
      encoding: "UTF-8 with BOM",
    });
  });

  it("reads Windows-1252 (curly quotes, dashes, accents) when the bytes are not UTF-8", () => {
    const bytes = iconv.encode("VIN,Comments\nV1,“Like new” – Citroën €\n", "windows-1252");
    expect(decodeFeed(bytes)).toEqual({ text: "VIN,Comments\nV1,“Like new” – Citroën €\n", encoding: "Windows-1252" });
  });

  it("reads Excel's UTF-16 text export", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("VIN\tMake\nV1\tHonda\n", "utf16le")]);
    expect(decodeFeed(bytes)).toEqual({ text: "VIN\tMake\nV1\tHonda\n", encoding: "UTF-16LE" });
  });
});
