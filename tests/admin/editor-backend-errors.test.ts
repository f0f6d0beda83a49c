// What the editor's backend answers when a request fails: a short JSON `{ error }`, never Express's HTML page
// with a stack trace, and never an absolute path of this machine (not even one the request sent). A real
// backend on loopback over a throwaway repository; each failure is one the editor or a stray client can cause.
import os from "node:os";
import path from "node:path";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor-backend/server";
import { freePort } from "../support/free-port";
import { postToBackend, type BackendAnswer } from "./support/backend-client";
import { makeEditorRepo, removeEditorRepo } from "./support/editor-repo";

const EDITOR = "http://localhost:8000";

let repoDir: string;
let backend: EditorBackend;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  repoDir = makeEditorRepo();
  port = await freePort();
  backend = await startEditorBackend({ repoDir, port, editorOrigins: [EDITOR], log: (line) => logged.push(line) });
});

afterAll(async () => {
  await backend?.close();
  removeEditorRepo(repoDir);
});

/** The answer is a small JSON object with one `error` sentence: no stack, no path from / of this machine. */
function expectPlainError(answer: BackendAnswer, status: number): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.body.length).toBeLessThan(400);
  const json = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(["error"]);
  expect(typeof json.error).toBe("string");
  expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(answer.body).not.toContain(repoDir);
  expect(answer.body).not.toContain(path.resolve("."));
  expect(answer.body).not.toContain(os.tmpdir());
  expect(answer.body).not.toMatch(/(^|[^\w.-])\/(etc|home|root|srv|tmp|usr|var|work)\//);
}

const getEntry = (entryPath: string) =>
  postToBackend(port, EDITOR, { action: "getEntry", params: { branch: "main", path: entryPath } });

describe("the editor's backend, when a request fails", () => {
  it("answers a body that is not JSON with 400", async () => {
    expectPlainError(await postToBackend(port, EDITOR, '{"action": "getEntry", "params": {'), 400);
  });

  it("answers a failure with 500, while looking a path up or inside decap-server, and logs it", async () => {
    // A file taken for a folder: looking the path up fails (ENOTDIR).
    expectPlainError(await getEntry("content/site.json/inside"), 500);
    expect(logged.join("\n")).toMatch(/content\/site\.json\/inside/);
    // A folder read as a file: decap-server's own read fails (EISDIR).
    const folder = await postToBackend(port, EDITOR, {
      action: "getMediaFile",
      params: { branch: "main", path: "content/vehicles" },
    });
    expectPlainError(folder, 500);
  });

  it("refuses an absolute path outside content/ without repeating it", async () => {
    for (const outside of ["/etc/hostname", `${repoDir}/.git/config`, `${path.dirname(repoDir)}/other/site.json`])
      expectPlainError(await getEntry(outside), 403);
  });

  it("answers another method or address with 404", async () => {
    expectPlainError(await postToBackend(port, EDITOR, "", { method: "GET" }), 404);
    expectPlainError(await postToBackend(port, EDITOR, { action: "info" }, { path: "/api/v2" }), 404);
  });
});
