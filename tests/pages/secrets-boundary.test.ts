// Secrets never reach the browser: no page, template, slice, component or hook may import (directly or
// through other modules) anything under src/api or src/lib/leads/delivery, nor the build's files for the
// lead function (.generated/).
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const BROWSER_ROOTS = ["src/pages", "src/templates", "src/slices", "src/components", "src/hooks"].map((dir) =>
  path.join(ROOT, dir),
);
const SERVER_ONLY = [
  path.join(ROOT, "src/api"),
  path.join(ROOT, "src/lib/leads/delivery"),
  path.join(ROOT, ".generated"),
];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? match[2]);
  return specifiers
    .map((specifier) => resolveImport(file, specifier))
    .filter((resolved): resolved is string => Boolean(resolved));
}

describe("server-only code", () => {
  it("is not reachable from any browser code", () => {
    const offenders: string[] = [];
    for (const start of BROWSER_ROOTS.flatMap(filesUnder)) {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        if (SERVER_ONLY.some((dir) => file.startsWith(dir))) {
          offenders.push(`${path.relative(ROOT, start)} -> ${path.relative(ROOT, file)}`);
          continue;
        }
        stack.push(...importsOf(file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the check does see an import of server code", () => {
    expect(importsOf(path.join(ROOT, "src/api/leads.ts")).some((file) => file.includes("lib/leads/delivery"))).toBe(
      true,
    );
  });
});
