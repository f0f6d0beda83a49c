// The machine a run was measured on, so numbers from different machines are not compared blindly.
import { execFileSync } from "node:child_process";
import os from "node:os";
import { installedVersion } from "./build-tree";
import { chromiumPath } from "./phone-browser";
import type { MachineInfo } from "./types";

function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath(), ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch (error) {
    return `unknown (${error instanceof Error ? error.message : String(error)})`;
  }
}

export function machineInfo(repoRoot: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: chromiumVersion(),
    gatsby: installedVersion(repoRoot, "gatsby"),
    lighthouse: installedVersion(repoRoot, "lighthouse"),
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function gitCommit(repoRoot: string): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: repoRoot, encoding: "utf8" }).trim() !== "";
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return "unknown";
  }
}
