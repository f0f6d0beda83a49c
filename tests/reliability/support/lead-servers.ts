// The two server runtimes the lead function runs in, each started as a dealer starts it (the crash tests kill
// them; e2e/support/lead-runtimes.ts posts one lead through each): `npm run serve:prod` on a
// folder of pages (the lead function's source, run by Node), and `gatsby serve` of a built project (the function
// Gatsby compiled into .cache/functions). Both on a loopback port, with the environment the test gives them only.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { startServeProd } from "../../server/support/serve-prod-process";
import { freePort } from "../../support/free-port";

export interface LeadServer {
  url: string;
  /** The one process that serves: SIGKILL to it is the crash. */
  child: ChildProcess;
  /** Everything it wrote so far; after stop(), all of it. */
  output(): string;
  /** SIGTERM, then resolves once the process has ended and its output has been read to the end. */
  stop(): Promise<void>;
}

export interface LeadServerStart {
  /** What the reports call it: "serve:prod" or "gatsby serve". */
  runtime: string;
  start(env: Record<string, string>): Promise<LeadServer>;
}

export const serveProdServer = (publicDir: string): LeadServerStart => ({
  runtime: "serve:prod",
  start: (env) => startServeProd(publicDir, env),
});

const GATSBY_SERVE_START_MS = 60_000;

/** Answers once the server does (any status), or rejects when the process ends first or time runs out. */
async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + GATSBY_SERVE_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`gatsby serve exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`gatsby serve did not answer ${url} within ${GATSBY_SERVE_START_MS / 1000} s:\n${output()}`);
}

/** `gatsby serve` of `projectDir` (built: public/ and .cache/functions). Gatsby serves in the CLI's own process. */
export const gatsbyServeServer = (projectDir: string): LeadServerStart => ({
  runtime: "gatsby serve",
  start: async (env) => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        path.join(projectDir, "node_modules", "gatsby", "cli.js"),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        String(port),
      ],
      {
        cwd: projectDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          GATSBY_TELEMETRY_DISABLED: "1",
          NODE_ENV: "production",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(`${url}/`, child, () => output);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
    const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
    return {
      url,
      child,
      output: () => output,
      stop: () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        return closed;
      },
    };
  },
});
