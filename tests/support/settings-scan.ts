// Finds every place code names an environment variable, for the settings test (tests/settings/settings-read.test.ts)
// to tie each one to its declaration in src/lib/settings/. Works on the syntax tree (comments and the text of
// strings are not code), on files held in memory. The forms it knows:
//   process.env.X, process.env["X"], env.X, env?.X, something.env.X, runtimeEnv().X  (a read; `= …` or delete: a write)
//   const { X } = process.env                                                         (a read)
//   anyCall(env, "X", …)        a string argument beside an environment: a helper reading X from it
//   setting(env, "X")           a call of a function whose parameter is typed SettingName (the compiler checks it)
//   `LEAD_TO_${id}`             a name built from a prefix: it must fit a declared pattern (LEAD_TO_<LOT>)
//   env[name], process.env[k]   a name only known at run time: reported, unless `name` is a parameter typed
//                               SettingName or a `settings: X, Y` comment names it (that line's, or a comment line above)
//   "X=1 node …" in package.json scripts                                               (a write)
import ts from "typescript";

export interface SourceFile {
  /** Relative to the repository's root, with `/` separators. */
  path: string;
  text: string;
}

export type UseForm = "member" | "destructured" | "call" | "typed-call" | "template" | "dynamic" | "marked" | "script";

export interface SettingUse {
  file: string;
  line: number;
  /** The variable; for a name built from a prefix, `PREFIX_<…>`; for a dynamic read, the expression. */
  name: string;
  form: UseForm;
  /** Assigned or deleted rather than read. */
  write: boolean;
  /** Read as `process.env.X` itself: the one form webpack's DefinePlugin replaces with the build's value. */
  processEnv: boolean;
}

const NAME_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const PREFIX_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_$/;
const MARKER = /\bsettings:\s*([A-Za-z0-9_<>]+(?:\s*,\s*[A-Za-z0-9_<>]+)*)/;
const TYPED_NAME = "SettingName";

const isProcessEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === "env" &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === "process";

/** An expression that holds environment variables: process.env, `env`, `x.env`, runtimeEnv(). */
function isEnvironment(node: ts.Node): boolean {
  const inner = ts.isNonNullExpression(node) || ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isIdentifier(inner)) return inner.text === "env";
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text === "env";
  return ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === "runtimeEnv";
}

const literalText = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

const calleeName = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

const isTypedName = (type: ts.TypeNode | undefined): boolean =>
  type !== undefined && ts.isTypeReferenceNode(type) && type.typeName.getText() === TYPED_NAME;

function parse(file: SourceFile): ts.SourceFile {
  const kind = /\.tsx$/.test(file.path)
    ? ts.ScriptKind.TSX
    : /\.[cm]?jsx?$/.test(file.path)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
}

function each(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => each(child, visit));
}

/** Functions with a parameter typed SettingName, by name: the positions of those parameters. */
function typedReaders(trees: readonly ts.SourceFile[]): Map<string, number[]> {
  const readers = new Map<string, number[]>();
  const note = (name: string, fn: ts.SignatureDeclarationBase) => {
    const positions = fn.parameters.flatMap((parameter, index) => (isTypedName(parameter.type) ? [index] : []));
    if (positions.length > 0) readers.set(name, positions);
  };
  for (const tree of trees)
    each(tree, (node) => {
      if (ts.isFunctionDeclaration(node) && node.name) note(node.name.text, node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) note(node.name.text, init);
      }
    });
  return readers;
}

/** Whether `key` is a parameter typed SettingName of a function around `node`. */
function typedParameter(node: ts.Node, key: ts.Expression): boolean {
  if (!ts.isIdentifier(key)) return false;
  for (let around: ts.Node | undefined = node.parent; around; around = around.parent)
    if (ts.isFunctionLike(around))
      for (const parameter of around.parameters)
        if (ts.isIdentifier(parameter.name) && parameter.name.text === key.text) return isTypedName(parameter.type);
  return false;
}

function isWritten(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isDeleteExpression(parent)) return true;
  return (
    ts.isBinaryExpression(parent) &&
    parent.left === node &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  );
}

/** The names a `settings:` comment gives, at the end of the line or on a comment line just above it. */
function markedNames(tree: ts.SourceFile, line: number): string[] | undefined {
  const lines = tree.text.split("\n");
  const above = lines[line - 2] ?? "";
  const marker = MARKER.exec(lines[line - 1]) ?? (/^\s*\/\//.test(above) ? MARKER.exec(above) : null);
  return marker?.[1].split(",").map((name) => name.trim());
}

function usesIn(tree: ts.SourceFile, readers: ReadonlyMap<string, number[]>): SettingUse[] {
  const uses: SettingUse[] = [];
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  const add = (node: ts.Node, name: string, form: UseForm, write = false, processEnv = false) =>
    uses.push({ file: tree.fileName, line: lineOf(node), name, form, write, processEnv });

  each(tree, (node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvironment(node.expression) && !isProcessEnv(node))
      add(node, node.name.text, "member", isWritten(node), isProcessEnv(node.expression));
    else if (ts.isElementAccessExpression(node) && isEnvironment(node.expression)) {
      const name = literalText(node.argumentExpression);
      if (name !== undefined) add(node, name, "member", isWritten(node), isProcessEnv(node.expression));
      else if (!typedParameter(node, node.argumentExpression)) {
        const marked = markedNames(tree, lineOf(node));
        if (marked) for (const name of marked) add(node, name, "marked", isWritten(node));
        else add(node, node.argumentExpression.getText(tree), "dynamic", isWritten(node));
      }
    } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      if (isEnvironment(node.initializer))
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key) || ts.isStringLiteral(key)) add(element, key.text, "destructured");
        }
    } else if (ts.isCallExpression(node)) {
      const typed = readers.get(calleeName(node) ?? "") ?? [];
      const besideEnvironment = node.arguments.some(isEnvironment);
      node.arguments.forEach((argument, index) => {
        const name = literalText(argument);
        if (name === undefined) return;
        if (typed.includes(index)) add(argument, name, "typed-call");
        else if (besideEnvironment && NAME_SHAPE.test(name)) add(argument, name, "call");
      });
    } else if (ts.isTemplateExpression(node)) {
      const [span, ...more] = node.templateSpans;
      if (PREFIX_SHAPE.test(node.head.text) && more.length === 0 && span.literal.text === "")
        add(node, `${node.head.text}<…>`, "template");
    }
  });
  return uses;
}

/** Every use of an environment variable in these files. */
export function findSettingUses(files: readonly SourceFile[]): SettingUse[] {
  // Parsing is most of the time: only files whose text could hold a use are parsed.
  const readers = typedReaders(files.filter((file) => file.text.includes(TYPED_NAME)).map(parse));
  const hints = ["env", "${", ...readers.keys()];
  return files
    .filter((file) => hints.some((hint) => file.text.includes(hint)))
    .flatMap((file) => usesIn(parse(file), readers));
}

/** The variables package.json's scripts set for the command they run (`HOST=localhost node …`). */
export function findScriptSettings(packageJson: string, file = "package.json"): SettingUse[] {
  const scripts = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts ?? {};
  const lines = packageJson.split("\n");
  return Object.entries(scripts).flatMap(([script, command]) => {
    const line = lines.findIndex((text) => text.includes(JSON.stringify(script))) + 1;
    return command.split(/&&|\|\||[;|]/).flatMap((part) => {
      const names: string[] = [];
      for (const word of part.trim().split(/\s+/)) {
        const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(word);
        if (!assignment) break;
        names.push(assignment[1]);
      }
      return names.map((name) => ({ file, line, name, form: "script" as const, write: true, processEnv: false }));
    });
  });
}
