// Holds the uses settings-scan.ts found against the declarations of src/lib/settings/: each problem one line,
// naming the file and line to change (or the declaration, for one nobody reads).
import type { Reader, SettingDeclaration } from "../../src/lib/settings/setting-declaration";
import type { SettingUse } from "./settings-scan";

type Area = "site" | "tests" | "bench";

/** Whose code a file is: the tests' (tests/, e2e/, Playwright's config), the benchmark's, or the site's. */
export function areaOf(file: string): Area {
  if (/^(tests|e2e)\//.test(file) || file === "playwright.config.ts") return "tests";
  return file.startsWith("bench/") ? "bench" : "site";
}

/** Files webpack bundles for the browser, where a GATSBY_* variable must be read as a literal `process.env.X`. */
const isBrowserFile = (file: string) =>
  /^(sentry\.config\.ts|gatsby-(browser|ssr)\.tsx)$/.test(file) || /^src\/(?!lib\/|api\/)/.test(file);

const OUTSIDE: ReadonlySet<Reader> = new Set<Reader>([
  "Node.js",
  "Gatsby",
  "gatsby-adapter-netlify",
  "@sentry/gatsby",
  "decap-server",
  "Playwright",
]);

/** The declaration a used name falls under: its own, or a family's (`LEAD_TO_<…>` built from a prefix included). */
export function declarationOf(
  name: string,
  declarations: readonly SettingDeclaration[],
): SettingDeclaration | undefined {
  const built = name.endsWith("<…>") ? `${name.slice(0, -"<…>".length)}X` : undefined;
  return (
    declarations.find((declaration) => declaration.name === name) ??
    declarations.find((declaration) => declaration.pattern?.test(built ?? name))
  );
}

/** Reads of the real environment (not of a record a test made up), for the readers the tests and benchmark name. */
const readsEnvironment = (use: SettingUse) =>
  !use.write && (use.processEnv || use.form === "typed-call" || use.form === "marked");

function useProblem(use: SettingUse, declarations: readonly SettingDeclaration[]): string | undefined {
  const where = `${use.file}:${use.line}`;
  if (use.form === "dynamic")
    return `${where}: reads a variable named by \`${use.name}\` at run time: read it by name (setting(env, "X")), or name what it reads in a "settings: X" comment`;
  const declaration = declarationOf(use.name, declarations);
  if (!declaration)
    return `${where}: ${use.write ? "sets" : "reads"} ${use.name}, which src/lib/settings/ does not declare: declare it there (name, default, meaning, who reads it, secret or not)`;
  if (areaOf(use.file) !== "site" || use.write) return undefined;
  const literalBrowserRead = use.processEnv && use.name.startsWith("GATSBY_");
  if ((use.form === "member" || use.form === "destructured") && !literalBrowserRead)
    return `${where}: reads ${use.name} directly: read it with setting(env, "${use.name}") (src/lib/settings/setting.ts)`;
  if (use.form === "call")
    return `${where}: hands ${use.name} to a helper whose name parameter is not typed SettingName (src/lib/settings/setting.ts)`;
  return undefined;
}

/**
 * What the uses found say about each declaration: read by nobody, or by others than it says. Only one way for the
 * tests and the benchmark: a reader they name may read it through code of the other (the benchmark's Chromium).
 */
function declarationProblems(declaration: SettingDeclaration, uses: readonly SettingUse[]): string[] {
  const problems: string[] = [];
  const readBy = new Set(declaration.readBy);
  const label = `${declaration.name} (src/lib/settings/)`;
  if (uses.length === 0 && !declaration.readBy.some((reader) => OUTSIDE.has(reader)))
    problems.push(`${label} is declared, but nothing reads or sets it: remove its declaration`);
  for (const area of ["tests", "bench"] as const) {
    const reading = uses.find((use) => areaOf(use.file) === area && readsEnvironment(use));
    if (reading && !readBy.has(area))
      problems.push(`${label} is read by ${reading.file}:${reading.line}, but its readers do not name ${area}`);
  }
  const siteRead = uses.find((use) => areaOf(use.file) === "site" && !use.write);
  if (siteRead && declaration.readBy.every((reader) => reader === "tests" || reader === "bench" || OUTSIDE.has(reader)))
    problems.push(`${label} is read by ${siteRead.file}:${siteRead.line}, but its readers name none of the site's`);
  const browserRead = uses.find((use) => use.processEnv && !use.write && isBrowserFile(use.file));
  if (browserRead && !readBy.has("browser"))
    problems.push(
      `${label} is read in the browser by ${browserRead.file}:${browserRead.line}: add browser to its readers`,
    );
  if (!browserRead && readBy.has("browser"))
    problems.push(`${label} names browser among its readers, but no page reads it as process.env.${declaration.name}`);
  return problems;
}

/** Every problem, the uses' first (in the order found), then the declarations'. */
export function settingProblems(declarations: readonly SettingDeclaration[], uses: readonly SettingUse[]): string[] {
  const byDeclaration = new Map(declarations.map((declaration) => [declaration, [] as SettingUse[]]));
  for (const use of uses) {
    const declaration = declarationOf(use.name, declarations);
    if (declaration) byDeclaration.get(declaration)!.push(use);
  }
  return [
    ...uses.flatMap((use) => useProblem(use, declarations) ?? []),
    ...[...byDeclaration].flatMap(([declaration, found]) => declarationProblems(declaration, found)),
  ];
}
