// Sections of bench/RESULTS.md written by their own commands (`bench:leads`, `bench:serve`) between
// `<!-- bench:<name> -->` markers: each command replaces only its own, and the full `npm run bench`, which
// writes the file anew, carries them over.
import fs from "node:fs";

const START = /<!-- bench:([\w-]+) -->/g;
const endOf = (name: string) => `<!-- /bench:${name} -->`;

/** Every marked section of `markdown`, markers included, in order. */
export function markedSections(markdown: string): string[] {
  const sections: string[] = [];
  for (const match of markdown.matchAll(START)) {
    const end = markdown.indexOf(endOf(match[1]), match.index);
    if (end >= 0) sections.push(markdown.slice(match.index, end + endOf(match[1]).length));
  }
  return sections;
}

/** `markdown` with its section `name` replaced by `lines` (added at the end when it has none). */
export function withSection(markdown: string, name: string, lines: readonly string[]): string {
  const start = `<!-- bench:${name} -->`;
  const section = [start, ...lines, endOf(name)].join("\n");
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(endOf(name));
  return from >= 0 && to > from
    ? `${markdown.slice(0, from)}${section}${markdown.slice(to + endOf(name).length)}`
    : `${markdown.trimEnd()}\n\n${section}\n`;
}

/** Writes section `name` into the results file, keeping everything else. */
export function writeSection(resultsFile: string, name: string, lines: readonly string[]): void {
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, "utf8") : "# Benchmark results\n";
  fs.writeFileSync(resultsFile, withSection(current, name, lines));
}
