// The editor's local backend for the e2e test: decap-server (the Git proxy `npm run admin` starts) working
// on a copy of content/ in a temporary folder, so a test never writes to the real content.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface AdminBackendServer {
  /** The temporary repository: its content/ is the copy the editor writes. */
  repoDir: string;
  contentDir: string;
  url: string;
  stop(): Promise<void>;
}

/** Copies content/ (site settings, testimonials, vehicles and photos) into a new temporary folder. */
export function copyContent(source = "content"): string {
  const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-site-editor-"));
  fs.cpSync(source, path.join(repoDir, "content"), { recursive: true });
  return repoDir;
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on ${url} within 20 s:\n${log()}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    return true;
  } catch {
    return false;
  }
}

export async function startAdminBackend(port: number): Promise<AdminBackendServer> {
  const url = `http://localhost:${port}/api/v1`;
  // A server left over on the port would answer for ours and serve another folder.
  if (await answers(url))
    throw new Error(`Port ${port} is taken: stop whatever listens there (an earlier decap-server?) first`);
  const repoDir = copyContent();
  const output: string[] = [];
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "localhost",
      GIT_REPO_DIRECTORY: repoDir,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitUntilAnswering(url, child, () => output.join(""));
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    repoDir,
    contentDir: path.join(repoDir, "content"),
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(repoDir, { recursive: true, force: true });
    },
  };
}
