// The W3C Nu HTML checker (npm package vnu-jar) run on files of the build. It needs Java: `.ci/run`
// installs it from apt (default-jre-headless) when it is missing.
import { spawnSync } from "node:child_process";
import path from "node:path";

export interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
}

/** The checker's jar, shipped inside the npm package (nothing is downloaded). */
function vnuJar(): string {
  return path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");
}

/** Every error the checker reports for the files (warnings left out), or throws when it cannot run. */
export function nuHtmlErrors(files: readonly string[]): NuMessage[] {
  const result = spawnSync(
    "java",
    ["-jar", vnuJar(), "--errors-only", "--format", "json", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.error)
    throw new Error(`The Nu HTML checker needs Java (apt-get install default-jre-headless): ${result.error.message}`);
  // The checker writes its JSON report to standard error.
  const report = result.stderr.trim() || result.stdout.trim();
  let parsed: { messages?: NuMessage[] };
  try {
    parsed = JSON.parse(report) as { messages?: NuMessage[] };
  } catch {
    throw new Error(`The Nu HTML checker did not answer with JSON (exit ${result.status}):\n${report.slice(0, 2000)}`);
  }
  return (parsed.messages ?? []).filter((message) => message.type === "error" || message.subType === "fatal");
}
