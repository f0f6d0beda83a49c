// A save that renames an entry onto a folder that exists (`newPath: content/vehicles`): decap-server answered
// 200 and then renamed in the background, which threw EISDIR and stopped the backend, and with it the
// editor's session. The backend runs here as its own process, on loopback, over a throwaway repository.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../support/free-port";
import { postToBackend } from "./support/backend-client";
import { CIVIC, makeEditorRepo, removeEditorRepo } from "./support/editor-repo";

const EDITOR = "http://localhost:8000";

let repoDir: string;
let port: number;
let child: ChildProcess | undefined;
let output = "";

beforeEach(async () => {
  repoDir = makeEditorRepo();
  port = await freePort();
  output = "";
  child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/admin/support/editor-backend-process.ts", repoDir, String(port), EDITOR],
    { stdio: ["ignore", "pipe", "pipe", "ipc"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 20_000 }).toMatch(/listening|could not start/);
  expect(output).toMatch(/^listening /m);
});

afterEach(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  child = undefined;
  removeEditorRepo(repoDir);
});

/** Resolves once the backend has no file operation pending (support/editor-backend-process.ts); rejects if it exits. */
function settled(): Promise<void> {
  return new Promise((resolve, reject) => {
    const backend = child!;
    const exited = (code: number | null) => reject(new Error(`the backend exited with ${code}:\n${output}`));
    backend.once("exit", exited);
    backend.once("message", () => {
      backend.off("exit", exited);
      resolve();
    });
    backend.send("settled?");
  });
}

const save = (entry: { path: string; newPath: string }) =>
  postToBackend(port, EDITOR, {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "renamed", raw: '{"make":"Honda"}\n', ...entry }],
      assets: [],
      options: { commitMessage: "Update vehicle", useWorkflow: false, status: "draft" },
    },
  });

it("refuses a rename onto a folder or a file that exists, and keeps running", async () => {
  const civic = fs.readFileSync(path.join(repoDir, "content", CIVIC), "utf8");
  for (const newPath of ["content/vehicles", `content/${CIVIC}`]) {
    const answer = await save({ path: "content/vehicles/new-car.json", newPath });
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.body).toBeLessThan(500);
    expect(answer.type).toMatch(/^application\/json/);
    // A rename started after answering (decap-server's was) has finished, or failed and stopped the backend.
    await settled();
    expect(child?.exitCode, output).toBeNull();
    expect((await postToBackend(port, EDITOR, { action: "info" })).status).toBe(200);
  }
  expect(fs.readFileSync(path.join(repoDir, "content", CIVIC), "utf8")).toBe(civic);
  expect(fs.existsSync(path.join(repoDir, "content/vehicles/new-car.json"))).toBe(false);
});
