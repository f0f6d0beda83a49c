// A link inside content/ switched back and forth while photos are uploaded through it: between the backend's
// check of a path (then its photo check) and the write, the link may come to lead to .git. The write must
// still never land outside content/ (the backend writes only through real folders, checked as it writes; the
// last component's swap is editor-backend-link-race.test.ts). A real backend on loopback, a throwaway
// repository, a real photo; bounded to a few seconds.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor-backend/server";
import { freePort } from "../support/free-port";
import { postToBackend } from "./support/backend-client";
import { folderState, makeEditorRepo, removeEditorRepo } from "./support/editor-repo";

const EDITOR = "http://localhost:8000";
const RACE_MS = 3_000;

let repoDir: string;
let backend: EditorBackend;
let port: number;

beforeAll(async () => {
  repoDir = makeEditorRepo();
  port = await freePort();
  backend = await startEditorBackend({ repoDir, port, editorOrigins: [EDITOR], log: () => undefined });
});

afterAll(async () => {
  await backend?.close();
  removeEditorRepo(repoDir);
});

it("never writes into .git while a link in photos/ is switched between a folder there and .git", async () => {
  const photos = path.join(repoDir, "content/vehicles/photos");
  const inside = path.join(photos, "inside");
  fs.mkdirSync(inside);
  const link = path.join(photos, "album");
  const gitDir = path.join(repoDir, ".git");
  fs.symlinkSync("inside", link);
  const gitBefore = folderState(gitDir);
  // Wide enough to pass the photo check, and small (decap-server logs a failed request's whole body).
  const photo = await sharp({ create: { width: 800, height: 2, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const content = photo.toString("base64");
  const upload = (name: string) =>
    postToBackend(port, EDITOR, {
      action: "persistMedia",
      params: {
        branch: "main",
        asset: { path: `content/vehicles/photos/album/${name}`, content, encoding: "base64" },
        options: { commitMessage: "Upload a photo" },
      },
    });

  // The link is replaced in one step (rename over it), pointing in turn inside photos/ and at .git.
  let swapping = true;
  const swapper = (async () => {
    for (let turn = 0; swapping; turn += 1) {
      const next = `${link}.next`;
      await fs.promises.symlink(turn % 2 === 0 ? gitDir : "inside", next);
      await fs.promises.rename(next, link);
    }
  })();

  const statuses: number[] = [];
  const until = Date.now() + RACE_MS;
  try {
    while (Date.now() < until) {
      const answers = await Promise.all(["config", "HEAD"].map(upload));
      statuses.push(...answers.map((answer) => answer.status));
    }
  } finally {
    swapping = false;
    await swapper;
  }

  expect(folderState(gitDir)).toEqual(gitBefore);
  expect(statuses.length).toBeGreaterThan(4);
  // With the link still, an upload through it is refused for the link, and writes nothing.
  fs.rmSync(link);
  fs.symlinkSync("inside", link);
  const still = await upload("still.png");
  expect(still.status, still.body).toBe(403);
  expect(JSON.parse(still.body).error).toBe(
    '"content/vehicles/photos/album" is a link; the editor writes only real files in real folders of content/',
  );
  expect(fs.existsSync(path.join(inside, "still.png"))).toBe(false);
});
