// The editor's local backend: Decap's own file-system API (decap-server's middleware, used as it is) behind
// our checks. It listens on loopback only, answers only its own editor (Host and Origin), and only about
// files under content/; anything else gets 403 and one log line. `npm run admin` starts it.
import express, { type NextFunction, type Request, type Response } from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import path from "node:path";
import { registerLocalFs } from "decap-server/dist/middlewares";
import { EDITABLE_FOLDER, LISTING_ACTIONS, headerRefusal, requestPaths } from "../../src/lib/admin/local-backend-rules";
import { escapingLinkIn, pathRefusal } from "./content-paths";
import { uploadRefusal } from "./upload-check";

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
  const contentDir = path.join(options.repoDir, EDITABLE_FOLDER);
  const app = express();
  app.disable("x-powered-by");
  const refuse = (request: Request, response: Response, status: number, reason: string) => {
    const action = typeof request.body?.action === "string" ? ` ${request.body.action}` : "";
    log(`editor backend: refused${action} (${status}): ${reason}`);
    response.status(status).json({ error: reason });
  };

  app.use((request: Request, response: Response, next: NextFunction) => {
    const reason = headerRefusal(request.headers.host, request.headers.origin, {
      port: options.port,
      editorOrigins: options.editorOrigins,
    });
    if (reason) refuse(request, response, 403, reason);
    else next();
  });
  app.use(express.json({ limit: "50mb" }));
  // decap-server parses the body again unless it sees it done (body-parser 1's marker).
  app.use((request: Request, _response: Response, next: NextFunction) => {
    (request as Request & { _body?: boolean })._body = true;
    next();
  });
  app.post("/api/v1", (request: Request, response: Response, next: NextFunction) => {
    void (async () => {
      const named = requestPaths(request.body);
      if ("refusal" in named) return refuse(request, response, 403, named.refusal);
      for (const requested of named.paths) {
        const reason = await pathRefusal(options.repoDir, contentDir, requested);
        if (reason) return refuse(request, response, 403, reason);
        if (LISTING_ACTIONS.has(named.action)) {
          const link = await escapingLinkIn(path.resolve(options.repoDir, requested), contentDir);
          if (link) return refuse(request, response, 403, `"${link}" is a link that leads outside content/`);
        }
      }
      const upload = await uploadRefusal(request.body);
      if (upload) return refuse(request, response, 422, upload);
      next();
    })().catch(next);
  });

  // decap-server reads its folder from the environment while it registers (synchronously, first thing).
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = options.repoDir;
  try {
    await registerLocalFs(app, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
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
