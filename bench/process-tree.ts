// Runs a command and measures it: wall time and the peak memory of its whole process tree
// (gatsby build forks workers, so the parent's RSS alone understates what the build needs).
import { spawn } from "node:child_process";
import fs from "node:fs";

const PAGE_SIZE = 4096;
const SAMPLE_EVERY_MS = 200;
const TIME_BINARY = "/usr/bin/time";

export interface MeasuredRun {
  exitCode: number;
  wallMs: number;
  peakTreeRssBytes: number;
  peakProcessRssBytes?: number;
  /** User + system CPU time of the process and its waited-for children (`time -v`): the build's work, whatever else ran. */
  cpuMs?: number;
}

export interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdout and stderr go here (the build's own log), not to the console. */
  logFile: string;
}

/** Children of each pid, read from /proc/<pid>/stat (field 4 is the parent pid). */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process ended between readdir and read
    }
    // The command name (field 2) is in parentheses and may contain spaces: parse after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const parent = Number(fields[1]);
    const list = children.get(parent) ?? [];
    list.push(Number(entry));
    children.set(parent, list);
  }
  return children;
}

function residentBytes(pid: number): number {
  try {
    const [, resident] = fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ");
    return Number(resident) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Summed RSS of a process and all its descendants; 0 where /proc is unavailable. */
export function treeRssBytes(rootPid: number): number {
  if (!fs.existsSync("/proc/self/stat")) return 0;
  const children = childrenByParent();
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += residentBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** "Maximum resident set size (kbytes): 123456" from GNU time -v. */
export function parseTimeMaxRss(log: string): number | undefined {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(log);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** "User time (seconds): 254.59" + "System time (seconds): 28.28" from GNU time -v, in milliseconds. */
export function parseTimeCpuMs(log: string): number | undefined {
  const user = /User time \(seconds\):\s*([\d.]+)/.exec(log);
  const system = /System time \(seconds\):\s*([\d.]+)/.exec(log);
  return user && system ? Math.round((Number(user[1]) + Number(system[1])) * 1000) : undefined;
}

export async function runMeasured(command: string, args: readonly string[], options: RunOptions): Promise<MeasuredRun> {
  const useTime = fs.existsSync(TIME_BINARY);
  const timeLog = `${options.logFile}.time`;
  const [file, fileArgs] = useTime ? [TIME_BINARY, ["-v", "-o", timeLog, command, ...args]] : [command, [...args]];
  const log = fs.openSync(options.logFile, "w");
  const started = performance.now();
  const child = spawn(file, fileArgs, { cwd: options.cwd, env: options.env, stdio: ["ignore", log, log] });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, treeRssBytes(child.pid));
  }, SAMPLE_EVERY_MS);
  try {
    const exitCode = await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
    const wallMs = performance.now() - started;
    const timeReport = useTime && fs.existsSync(timeLog) ? fs.readFileSync(timeLog, "utf8") : undefined;
    return {
      exitCode,
      wallMs,
      peakTreeRssBytes: peak,
      peakProcessRssBytes: timeReport === undefined ? undefined : parseTimeMaxRss(timeReport),
      cpuMs: timeReport === undefined ? undefined : parseTimeCpuMs(timeReport),
    };
  } finally {
    clearInterval(sampler);
    fs.closeSync(log);
  }
}
