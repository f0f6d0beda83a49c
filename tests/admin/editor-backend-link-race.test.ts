// A file inside content/ switched, over and over, between a real file and a link to a canary file outside
// content/ (the link swapped in at the LAST path component), while photos and entries are saved to it: a write
// that resolves the path and then opens it by name follows a link swapped in between. Every write must land
// in content/ or be refused; the canary never changes. Also: a link at any component of a written path,
// inside content/ or not, is refused with a 403, the reason and a log line. A real backend on loopback, a
// throwaway repository, a real photo; the race is bounded to a few seconds.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor-backend/server";
import { freePort } from "../support/free-port";
import { postToBackend, type BackendAnswer } from "./support/backend-client";
import { folderState, makeEditorRepo, removeEditorRepo } from "./support/editor-repo";

const EDITOR = "http://localhost:8000";
const RACE_MS = 3_000;
const CANARY_TEXT = "the canary: nothing may ever write here\n";

let repoDir: string;
let backend: EditorBackend;
let port: number;
let canary: string;
let photo: Buffer;
const logged: string[] = [];

beforeAll(async () => {
  repoDir = makeEditorRepo();
  canary = path.join(repoDir, ".git/canary");
  fs.writeFileSync(canary, CANARY_TEXT);
  port = await freePort();
  backend = await startEditorBackend({ repoDir, port, editorOrigins: [EDITOR], log: (line) => logged.push(line) });
  // Wide enough to pass the photo check, and small.
  photo = await sharp({ create: { width: 800, height: 2, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await backend?.close();
  removeEditorRepo(repoDir);
});

beforeEach(() => {
  logged.length = 0;
});

const persistMedia = (assetPath: string) =>
  postToBackend(port, EDITOR, {
    action: "persistMedia",
    params: {
      branch: "main",
      asset: { path: assetPath, content: photo.toString("base64"), encoding: "base64" },
      options: { commitMessage: "Upload a photo" },
    },
  });

const persistEntry = (entryPath: string, assetPath: string) =>
  postToBackend(port, EDITOR, {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "race", path: entryPath, raw: '{"make":"Honda"}\n' }],
      assets: [{ path: assetPath, content: photo.toString("base64"), encoding: "base64" }],
      options: { commitMessage: "Update vehicle", useWorkflow: false, status: "draft" },
    },
  });

it("never writes through a link swapped in for the file itself, while photos and entries are saved to it", async () => {
  const inside = path.join(repoDir, "content/vehicles/photos/inside");
  fs.mkdirSync(inside);
  const targets = [path.join(inside, "target.png"), path.join(repoDir, "content/vehicles/race.json")];
  for (const target of targets) fs.writeFileSync(target, "a real file\n");
  const gitBefore = folderState(path.join(repoDir, ".git"));

  // Each target is replaced in one step (rename over it), in turn by a link to the canary and by a real file.
  let swapping = true;
  const swapper = (async () => {
    for (let turn = 0; swapping; turn += 1)
      for (const target of targets) {
        const next = `${target}.next`;
        if (turn % 2 === 0) await fs.promises.symlink(canary, next);
        else await fs.promises.writeFile(next, "a real file\n");
        await fs.promises.rename(next, target);
      }
  })();

  const answers: BackendAnswer[] = [];
  const until = Date.now() + RACE_MS;
  try {
    while (Date.now() < until)
      answers.push(
        ...(await Promise.all([
          persistMedia("content/vehicles/photos/inside/target.png"),
          persistEntry("content/vehicles/race.json", "content/vehicles/photos/inside/target.png"),
        ])),
      );
  } finally {
    swapping = false;
    await swapper;
  }

  expect(fs.readFileSync(canary, "utf8")).toBe(CANARY_TEXT);
  expect(folderState(path.join(repoDir, ".git"))).toEqual(gitBefore);
  expect(answers.length).toBeGreaterThan(20);
  // Each save was written into content/ or refused for the link it met, never failed half-way.
  expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 403)).toEqual([]);
  // A refusal names the link, whether the first look found it or the write's own checks.
  for (const answer of answers.filter((each) => each.status === 403))
    expect(JSON.parse(answer.body).error).toMatch(/ is a link; | leads outside content\/ through a link$/);
  // No temporary file of a refused or finished write is left behind.
  expect(fs.readdirSync(inside).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  // With a real file held still, the same saves write it: what the race refused, it refused for the link.
  for (const target of targets) fs.rmSync(target);
  for (const target of targets) fs.writeFileSync(target, "a real file\n");
  const still = await persistEntry("content/vehicles/race.json", "content/vehicles/photos/inside/target.png");
  expect(still.status, still.body).toBe(200);
  expect(fs.readFileSync(targets[0]).equals(photo)).toBe(true);
  expect(fs.readFileSync(targets[1], "utf8")).toBe('{"make":"Honda"}\n');
});

it("refuses a write through a link at any component, inside content/ too, with the reason and a log line", async () => {
  const photos = path.join(repoDir, "content/vehicles/photos");
  fs.mkdirSync(path.join(photos, "real"));
  fs.symlinkSync("real", path.join(photos, "album"));
  fs.symlinkSync(canary, path.join(photos, "real/linked.png"));
  fs.symlinkSync("../site.json", path.join(repoDir, "content/vehicles/site-link.json"));
  const contentBefore = folderState(path.join(repoDir, "content"));

  const throughFolder = await persistMedia("content/vehicles/photos/album/new.png");
  expect(throughFolder.status, throughFolder.body).toBe(403);
  expect(JSON.parse(throughFolder.body)).toEqual({
    error: '"content/vehicles/photos/album" is a link; the editor writes only real files in real folders of content/',
  });
  const onFile = await persistMedia("content/vehicles/photos/real/linked.png");
  expect(onFile.status, onFile.body).toBe(403);
  expect(JSON.parse(onFile.body).error).toMatch(/^"content\/vehicles\/photos\/real\/linked\.png" leads outside/);
  const entry = await persistEntry("content/vehicles/site-link.json", "content/vehicles/photos/real/new.png");
  expect(entry.status, entry.body).toBe(403);
  expect(JSON.parse(entry.body).error).toBe(
    '"content/vehicles/site-link.json" is a link; the editor writes only real files in real folders of content/',
  );
  const removal = await postToBackend(port, EDITOR, {
    action: "deleteFile",
    params: { branch: "main", path: "content/vehicles/photos/album/new.png", options: {} },
  });
  expect(removal.status, removal.body).toBe(403);

  expect(folderState(path.join(repoDir, "content"))).toEqual(contentBefore);
  expect(fs.readFileSync(canary, "utf8")).toBe(CANARY_TEXT);
  expect(
    logged.filter((line) => /^editor backend: refused (persistMedia|persistEntry|deleteFile) \(403\)/.test(line)),
  ).toHaveLength(4);
});
