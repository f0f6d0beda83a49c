// The declarations are text for docs/configuration.md and names for the compiler: the pages and the functions load
// only the accessor (setting.ts imports the names as a type) and the pattern of LEAD_TO_<LOT>, not the page's text.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, sourceFilesUnder } from "../support/import-graph";

const root = path.resolve(__dirname, "../..");
const SMALL = ["src/lib/settings/setting.ts", "src/lib/settings/lead-route-setting.ts"];

const settingsReached = (entries: string[]) =>
  [...importGraph(entries, root).files]
    .filter(([file]) => file.includes(`${path.sep}src${path.sep}lib${path.sep}settings${path.sep}`))
    .filter(([file]) => !SMALL.includes(path.relative(root, file)))
    .map(([, chain]) => chain.join(" -> "));

describe("the declarations of src/lib/settings/", () => {
  it("stay out of the pages' bundles", () => {
    const pages = ["src/pages", "src/templates", "src/slices", "src/components"].flatMap((dir) =>
      sourceFilesUnder(path.join(root, dir)),
    );
    expect(
      settingsReached([...pages, path.join(root, "gatsby-browser.tsx"), path.join(root, "sentry.config.ts")]),
    ).toEqual([]);
  });

  it("stay out of the lead and alert functions", () => {
    expect(settingsReached(["src/api/leads.ts", "src/api/alerts.ts"].map((file) => path.join(root, file)))).toEqual([]);
  });
});
