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

/** A script of package.json that runs the server, split into its variables, a command and its arguments. */
function serverCommand(script: ServerScript): { variables: Record<string, string>; args: string[] } {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  const words = scripts[script].split(" ");
  const variables: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = (words.shift() as string).split("=");
    variables[name] = value;
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`${script} is not a node command: ${scripts[script]}`);
  return { variables, args };
}

/** serve:prod, as a dealer's server runs it; serve, the local trial `npm start` runs. */
export type ServerScript = "serve:prod" | "serve";

export async function startServeProd(
  publicDir: string,
  env: Record<string, string> = {},
  script: ServerScript = "serve:prod",
): Promise<ServeProdProcess> {
  const { variables, args } = serverCommand(script);
  const child = spawn(process.execPath, [...args, "--public-dir", publicDir], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      ...variables,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Once the process has ended and its output has been read to the end: every line it printed.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /serve:prod: (http:\/\/[\w.:[\]]+:\d+) serving/.exec(output);
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
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return closed;
    },
  };
}
