// Where a build's time goes, in Gatsby's own words: every finished step of `gatsby build` is logged as
// `success <step> - 12.345s[ - <progress>]`, which this reads back from the build log.
import type { BuildPhase } from "./types";

// CSI sequences (colours, cursor moves, line clears) and the rarer OSC ones (terminal titles, links).
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

const ENTRY_START = /^(success|info|warn|warning|error|failed|not finished|verbose)\b/;
const SUCCESS = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?$/;

/**
 * Log entries, one string each: the reporter wraps long messages onto the next line(s) at the terminal
 * width (`...to public directory -\n0.013s - 1/1`), and separates entries with a blank line.
 */
export function logEntries(log: string): string[] {
  const entries: string[] = [];
  let current: string[] | undefined;
  const close = () => {
    if (current) entries.push(current.join(" ").replace(/\s+/g, " ").trim());
    current = undefined;
  };
  for (const raw of stripAnsi(log).split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === "") close();
    else if (ENTRY_START.test(line)) {
      close();
      current = [line];
    } else if (current) current.push(line.trim());
  }
  close();
  return entries;
}

/** Gatsby's step timings, in the order the steps first finished; a step logged more than once is summed. */
export function parseBuildPhases(log: string): BuildPhase[] {
  const phases = new Map<string, BuildPhase>();
  for (const entry of logEntries(log)) {
    const match = SUCCESS.exec(entry);
    if (!match) continue;
    const [, name, seconds] = match;
    const phase = phases.get(name) ?? { name, ms: 0, count: 0 };
    phase.ms += Number(seconds) * 1000;
    phase.count += 1;
    phases.set(name, phase);
  }
  return [...phases.values()].map((phase) => ({ ...phase, ms: Math.round(phase.ms) }));
}
