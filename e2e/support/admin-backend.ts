// The editor's local backend for the e2e test: the very server `npm run admin` starts (Decap's file-system API
// behind our loopback-only, content/-only checks), working on a copy of content/ in a temporary folder, so a
// test never writes to the real content.
import type { Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEditorBackend } from "../../scripts/editor-backend/server";
import { loopbackOrigins } from "../../src/lib/admin/local-backend-rules";

export interface AdminBackendServer {
  /** The temporary repository: its content/ is the copy the editor writes. */
  repoDir: string;
  contentDir: string;
  url: string;
  /** What the backend refused, one line each. */
  refusals: string[];
  stop(): Promise<void>;
}

/** The backend the built editor is configured for (DECAP_SERVER_PORT's default). */
const CONFIGURED_BACKEND = "http://localhost:8081";

/** Sends the editor's requests for the configured backend to this test's backend, on its own port. */
export async function routeEditorTo(page: Page, backend: AdminBackendServer): Promise<void> {
  const ours = new URL(backend.url).origin;
  await page.route(`${CONFIGURED_BACKEND}/**`, async (route) => {
    // A new connection each time: a kept-alive one that the backend closes as idle at the moment it is reused
    // fails the fetch with ECONNRESET (seen in a CI trial), as with the sink (sink-client.ts).
    const response = await route.fetch({
      url: route.request().url().replace(CONFIGURED_BACKEND, ours),
      headers: { ...route.request().headers(), connection: "close" },
    });
    await route.fulfill({ response });
  });
}

/** Copies content/ (site settings, testimonials, vehicles and photos) into a new temporary folder. */
function copyContent(source = "content"): string {
  const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-site-editor-"));
  fs.cpSync(source, path.join(repoDir, "content"), { recursive: true });
  return repoDir;
}

/** The backend on `port`, for the editor served on `editorPort` of this machine. */
export async function startAdminBackend(port: number, editorPort: number): Promise<AdminBackendServer> {
  const repoDir = copyContent();
  const refusals: string[] = [];
  const backend = await startEditorBackend({
    repoDir,
    port,
    // The e2e site is served over HTTPS by nginx, or over HTTP by `gatsby serve` (e2e-server.ts).
    editorOrigins: [...loopbackOrigins([editorPort]), `https://localhost:${editorPort}`],
    log: (line) => refusals.push(line),
  }).catch((error: NodeJS.ErrnoException) => {
    fs.rmSync(repoDir, { recursive: true, force: true });
    // A server left over on the port would answer for ours and serve another folder.
    throw error.code === "EADDRINUSE"
      ? new Error(`Port ${port} is taken: stop whatever listens there (an earlier backend?) first`)
      : error;
  });
  return {
    repoDir,
    contentDir: path.join(repoDir, "content"),
    url: backend.url,
    refusals,
    stop: async () => {
      await backend.close();
      fs.rmSync(repoDir, { recursive: true, force: true });
    },
  };
}

/** A content file the backend wrote, as JSON (of the shape the caller names). */
export function readContentJson<T = Record<string, unknown>>(backend: AdminBackendServer, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(backend.contentDir, file), "utf8")) as T;
}

/**
 * One field of a content file, or undefined while the backend is still writing it (Decap's file-system API
 * writes in place, so a read can meet a half-written file): for `expect.poll`.
 */
export function savedField(backend: AdminBackendServer, file: string, field: string): unknown {
  try {
    return readContentJson(backend, file)[field];
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
