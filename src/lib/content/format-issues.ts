import type { z } from "zod";

/** Short, readable rendering of the value that broke a rule ("12,000" stays quoted, objects are cut). */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  if (json === undefined) return String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

/** One line per broken rule: `<file>: <field path>: <rule>, got <value>`. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = `${file}: ${formatPath(issue.path)}`;
    if (issue.code === "unrecognized_keys") {
      return `${where}: unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling)`;
    }
    const input = (issue as { input?: unknown }).input;
    const got = input === undefined ? "is missing" : `got ${describeValue(input)}`;
    return `${where}: ${issue.message}, ${got}`;
  });
}
