// The editor's local backend: Decap's own file-system API (decap-server's middleware, used as it is, with
// content/ as its root, for reads and listings; writes and deletes are the backend's own, write-actions.ts)
// behind our checks. It listens on loopback only, answers only its own editor (Host and
// Origin), and only about files under content/; anything else gets 403 and one log line, and a failure a
// short JSON answer. `npm run admin` starts it.
import express, { type NextFunction, type Request, type Response } from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import path from "node:path";
import { registerLocalFs } from "decap-server/dist/middlewares";
import { EDITABLE_FOLDER, headerRefusal } from "../../src/lib/admin/local-backend-rules";
import { apiRoute } from "./api-route";
import { failureHandler, notFound } from "./json-errors";
import { setting } from "../../src/lib/settings/setting";

export interface EditorBackendOptions {
  /** The repository whose content/ the editor edits. */
  repoDir: string;
  port: number;
  /** Origins of the editor pages allowed to call, lower case (`http://localhost:8000` ...). */
  editorOrigins: readonly string[];
  log?: (line: string) => void;
}

export interface EditorBackend {
  url: string;
  /** The addresses the sockets are bound to (127.0.0.1, and ::1 where the machine has it). */
  addresses: string[];
  close(): Promise<void>;
}

/** Decap's API, behind the checks. */
async function editorBackendApp(options: EditorBackendOptions): Promise<express.Express> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const repoDir = path.resolve(options.repoDir);
  const contentDir = path.join(repoDir, EDITABLE_FOLDER);
  const app = express();
  app.disable("x-powered-by");

  app.use((request: Request, response: Response, next: NextFunction) => {
    const reason = headerRefusal(request.headers.host, request.headers.origin, {
      port: options.port,
      editorOrigins: options.editorOrigins,
    });
    if (!reason) return next();
    log(`editor backend: refused (403): ${reason}`);
    response.status(403).json({ error: reason });
  });
  app.use(express.json({ limit: "50mb" }));
  // decap-server parses the body again unless it sees it done (body-parser 1's marker).
  app.use((request: Request, _response: Response, next: NextFunction) => {
    (request as Request & { _body?: boolean })._body = true;
    next();
  });
  app.post("/api/v1", apiRoute({ repoDir, contentDir, log }));

  // decap-server reads its folder from the environment while it registers (synchronously, first thing):
  // content/, so that its own resolution of every path, at the moment it reads, is the boundary.
  const previous = setting(process.env, "GIT_REPO_DIRECTORY");
  process.env.GIT_REPO_DIRECTORY = contentDir;
  try {
    await registerLocalFs(app, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  app.use(notFound);
  app.use(failureHandler(log));
  return app;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Starts the backend on 127.0.0.1 and, where the machine has IPv6 loopback, on ::1 (never on all interfaces). */
export async function startEditorBackend(options: EditorBackendOptions): Promise<EditorBackend> {
  const app = await editorBackendApp(options);
  const servers: http.Server[] = [];
  const ipv4 = http.createServer(app);
  await listen(ipv4, options.port, "127.0.0.1");
  servers.push(ipv4);
  const ipv6 = http.createServer(app);
  try {
    await listen(ipv6, options.port, "::1");
    servers.push(ipv6);
  } catch (error) {
    // No IPv6 loopback here: `localhost` then means 127.0.0.1 only.
    if (!["EADDRNOTAVAIL", "EAFNOSUPPORT"].includes((error as NodeJS.ErrnoException).code ?? "")) {
      ipv4.close();
      throw error;
    }
  }
  return {
    url: `http://localhost:${options.port}/api/v1`,
    addresses: servers.map((server) => (server.address() as AddressInfo).address),
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}
