// An ADF document checked against the ADF 1.0 DTD by xmllint, as tests/leads/support/validate-adf.ts checks the
// unit tests' leads (that module finds the DTD by import.meta.url, which Playwright's transform does not offer).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "./second-build";

const ADF_DTD = path.join(PROJECT_ROOT, "tests", "leads", "fixtures", "adf-1.0.dtd");

/** xmllint's exit status and messages (empty for a valid document); throws when xmllint is missing. */
export function adfDtdResult(xml: string): { status: number | null; stderr: string } {
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, "-"], { input: xml, encoding: "utf8" });
  if (result.error) throw new Error(`xmllint could not run (${result.error.message}): install libxml2-utils.`);
  return { status: result.status, stderr: result.stderr };
}
