// Serves a finished build on localhost (not 127.0.0.1: Gatsby's service worker only registers on https or the
// hostname localhost, and Lighthouse should see the site as shoppers do): with `npm run serve:prod` as a Linux
// server runs it, whose image service makes the vehicle photos' gallery sizes (`gatsby serve` answers none of
// them), or with `gatsby serve` for a tree without it (the floor, a bare Gatsby site).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
  /** Synchronous last resort for process exit: signals the server's process group. */
  killNow: () => void;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.once("listening", () => probe.close(() => resolve(true)));
    probe.listen(port, "localhost");
  });
}

async function waitForHttp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before answering on ${origin}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
      resolve();
    }, 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM"); // the whole group: our detached gatsby serve and its children only
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** `publicDir`: the build to serve, when not the tree's own `public/` (serve:prod only). */
export async function serveBuild(
  treeDir: string,
  port: number,
  logFile: string,
  publicDir = path.join(treeDir, "public"),
): Promise<RunningServer> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} on localhost is busy; set BENCH_PORT to a free port`);
  const log = fs.openSync(logFile, "a");
  const serveProd = path.join(treeDir, "scripts", "serve-prod.ts");
  const [command, args] = fs.existsSync(serveProd)
    ? [process.execPath, ["--import", "tsx", serveProd, "--public-dir", publicDir]]
    : [path.join(treeDir, "node_modules", ".bin", "gatsby"), ["serve", "--host", "localhost", "--port", String(port)]];
  const child = spawn(command, args, {
    cwd: treeDir,
    // serve:prod's image cache: .cache/image-service in the tree, so each build's photo sizes are made by its own
    // server the first time a page asks for them.
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", HOST: "localhost", PORT: String(port) },
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const origin = `http://localhost:${port}`;
  try {
    await waitForHttp(origin, child, 60_000);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  const killNow = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { origin, stop: () => stopGroup(child), killNow };
}
