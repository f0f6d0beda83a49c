// `npm run leads:send` as a real process: scripts/send-leads.ts under tsx, as package.json runs it (loaded here with
// `node --import tsx`: one process instead of tsx's two), its exit code and output read once it has closed.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

export interface CommandRun {
  code: number | null;
  output: string;
}

export function runLeadsSend(env: Record<string, string>): Promise<CommandRun> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/send-leads.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    // "close", not "exit": every line it wrote has been read by then.
    child.once("close", (code) => resolve({ code, output }));
  });
}
