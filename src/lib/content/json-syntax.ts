// Where a content file stops being JSON, as staff can find it in an editor: line, column and what was expected.
// Node's own JSON.parse message gives neither line nor position for most mistakes ("Unexpected token ']'"), so
// the text is read again by jsonc-parser (VS Code's JSON reader), set to accept strict JSON only.
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";

export interface JsonSyntaxProblem {
  line: number;
  column: number;
  /** What is wrong there, in a staff member's words. */
  problem: string;
}

// By the code's name: ParseErrorCode is a const enum, which isolated modules cannot read.
const PROBLEMS: Record<string, string> = {
  InvalidSymbol: "something JSON does not allow here (a text without double quotes?)",
  InvalidNumberFormat: "a number written in a way JSON does not allow",
  PropertyNameExpected: 'a field name in double quotes was expected (a comma too many before "}"?)',
  ValueExpected: 'a value was expected (a comma too many before "]" or "}"?)',
  ColonExpected: 'a ":" was expected after the field name',
  CommaExpected: "a comma was expected (one is missing at the end of the line before?)",
  CloseBraceExpected: 'a closing "}" was expected',
  CloseBracketExpected: 'a closing "]" was expected',
  EndOfFileExpected: "the file should end here (something after the last closing bracket?)",
  InvalidCommentToken: "JSON does not allow comments",
  UnexpectedEndOfComment: "JSON does not allow comments",
  UnexpectedEndOfString: "a text is not closed with a double quote",
  UnexpectedEndOfNumber: "a number is cut short",
  InvalidUnicode: "a \\u escape that is not four hexadecimal digits",
  InvalidEscapeCharacter: "a backslash escape JSON does not know (write \\\\ for a backslash)",
  InvalidCharacter: "a control character (a tab or line break inside a text?)",
};

/** Line and column (from 1) of `offset` in `text`. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/** The first syntax mistake of `text`, or undefined when it is JSON. */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  if (!first) return undefined;
  return {
    ...position(text, first.offset),
    problem: PROBLEMS[printParseErrorCode(first.error)] ?? "the text is not valid JSON here",
  };
}
