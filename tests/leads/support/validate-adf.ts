// Validates an ADF document against the ADF 1.0 DTD (fixtures/adf-1.0.dtd) with libxml2's xmllint, a real
// validating parser: what a strict dealer CRM would do, not a check of element names.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ADF_DTD = fileURLToPath(new URL("../fixtures/adf-1.0.dtd", import.meta.url));

export interface DtdResult {
  status: number | null;
  /** xmllint's messages: empty for a valid document (a DTD it could not use would print here too). */
  stderr: string;
}

/** Runs `xmllint --noout --dtdvalid` on the document (read from stdin); throws when xmllint is missing. */
export function validateAdf(xml: string): DtdResult {
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, "-"], { input: xml, encoding: "utf8" });
  if (result.error) {
    throw new Error(
      `xmllint could not run (${result.error.message}): install libxml2-utils (apt-get install libxml2-utils; .ci/run does).`,
    );
  }
  return { status: result.status, stderr: result.stderr };
}
