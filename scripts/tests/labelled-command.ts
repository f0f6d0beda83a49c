// Runs a command with its output printed line by line under a label, so several commands can run at once
// and their logs still be read (`npm test`'s stages, the e2e builds). A last line without a newline (an
// error's, often) is printed too.
import { spawn } from "node:child_process";

export interface LabelledCommand {
  /** `[unit]`, `[main build]` ... */
  label: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Resolves with the exit status (1 when the command could not start or was killed). */
export function runLabelled({ label, command, args, env = {}, cwd }: LabelledCommand): Promise<number> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  const print = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
    let rest = "";
    from.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`${label} ${line}\n`);
    });
    from.on("end", () => rest && to.write(`${label} ${rest}\n`));
  };
  print(child.stdout, process.stdout);
  print(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}
