// `npm run serve:prod` as a real process on loopback, started with the command package.json gives the script
// (without npm in between, so the test can stop the one process it started), its output collected.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface ServeProdProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../../..");

/** The serve:prod script of package.json, split into a command and its arguments. */
function serveProdCommand(): [string, string[]] {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  const [command, ...args] = scripts["serve:prod"].split(" ");
  if (command !== "node") throw new Error(`serve:prod is not a node command: ${scripts["serve:prod"]}`);
  return [process.execPath, args];
}

export async function startServeProd(publicDir: string, env: Record<string, string> = {}): Promise<ServeProdProcess> {
  const [command, args] = serveProdCommand();
  const child = spawn(command, [...args, "--public-dir", publicDir], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve:prod did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /serve:prod: (http:\/\/127\.0\.0\.1:\d+) serving/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      } else if (child.exitCode !== null) {
        clearTimeout(timer);
        reject(new Error(`serve:prod exited with ${child.exitCode}:\n${output}`));
      }
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.once("exit", check);
  });
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
