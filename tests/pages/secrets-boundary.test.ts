// Secrets never reach the browser: no page, template, slice, component or hook may import (directly or
// through other modules) anything under src/api, src/lib/leads/delivery, src/lib/alerts/delivery or src/lib/server-kit, nor the
// build's files for the lead and alert functions (.generated/).
import path from "node:path";
import { importGraph, sourceFilesUnder } from "../support/import-graph";

const ROOT = path.resolve(__dirname, "../..");
const BROWSER_ROOTS = ["src/pages", "src/templates", "src/slices", "src/components", "src/hooks"].map((dir) =>
  path.join(ROOT, dir),
);
const SERVER_ONLY = [
  path.join(ROOT, "src/api"),
  path.join(ROOT, "src/lib/leads/delivery"),
  path.join(ROOT, "src/lib/alerts/delivery"),
  path.join(ROOT, "src/lib/server-kit"),
  path.join(ROOT, ".generated"),
];

const serverOnly = (graph: ReturnType<typeof importGraph>) =>
  [...graph.files]
    .filter(([file]) => SERVER_ONLY.some((dir) => file.startsWith(dir + path.sep)))
    .map(([, chain]) => chain.join(" -> "));

describe("server-only code", () => {
  it("is not reachable from any browser code", () => {
    expect(serverOnly(importGraph(BROWSER_ROOTS.flatMap(sourceFilesUnder), ROOT))).toEqual([]);
  });

  it("the check does see an import of server code", () => {
    const graph = importGraph([path.join(ROOT, "src/api/leads.ts")], ROOT);
    expect(serverOnly(graph)).toContain("src/api/leads.ts -> src/lib/leads/delivery/request/handle-lead-request.ts");
    const alerts = importGraph([path.join(ROOT, "src/api/alerts.ts")], ROOT);
    expect(serverOnly(alerts)).toContain("src/api/alerts.ts -> src/lib/alerts/delivery/handle-alert-request.ts");
  });
});
