// A content file's JSON mistake is named by line and column, in words staff can act on.
import { findJsonSyntaxProblem } from "../../src/lib/content/json-syntax";

const lines = (...text: string[]) => text.join("\n");

it("finds nothing wrong in JSON", () => {
  expect(findJsonSyntaxProblem(lines("{", '  "price": 12000,', '  "photos": []', "}"))).toBeUndefined();
});

it("names the line and column of a comma too many, a missing comma and a missing quote", () => {
  expect(findJsonSyntaxProblem(lines("{", '  "photos": [', '    "a.jpg",', "  ]", "}"))).toEqual({
    line: 4,
    column: 3,
    problem: 'a value was expected (a comma too many before "]" or "}"?)',
  });
  expect(findJsonSyntaxProblem(lines("{", '  "make": "Honda"', '  "model": "Civic"', "}"))).toEqual({
    line: 3,
    column: 3,
    problem: "a comma was expected (one is missing at the end of the line before?)",
  });
  expect(findJsonSyntaxProblem(lines("{", '  "make": "Honda,', '  "model": "Civic"', "}"))?.line).toBe(2);
});

it("refuses what JSON does not allow though other readers do: comments and a trailing comma before }", () => {
  expect(findJsonSyntaxProblem(lines("{", "  // the price", '  "price": 1', "}"))?.problem).toBe(
    "JSON does not allow comments",
  );
  expect(findJsonSyntaxProblem(lines("{", '  "price": 1,', "}"))).toMatchObject({ line: 3, column: 1 });
});
