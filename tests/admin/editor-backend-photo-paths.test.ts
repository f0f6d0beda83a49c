// Every spelling of a path into content/vehicles/photos/ gets the photo check, not only the canonical one:
// `./content/...`, doubled slashes, `.` and `..` segments, the absolute path. An SVG with a script in it is
// refused with 422 whichever way it is named, uploaded alone or with an entry, or saved as an entry itself,
// and nothing lands in photos/. A real backend on loopback over a throwaway repository.
import fs from "node:fs";
import path from "node:path";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor-backend/server";
import { freePort } from "../support/free-port";
import { postToBackend } from "./support/backend-client";
import { makeEditorRepo, removeEditorRepo } from "./support/editor-repo";

const EDITOR = "http://localhost:8000";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>\n';

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

const spellings = () => [
  "content/vehicles/photos/evil.svg",
  "./content/vehicles/photos/evil.svg",
  "content//vehicles/photos/evil.svg",
  "content/vehicles/photos//evil.svg",
  "content/vehicles/./photos/evil.svg",
  "content/vehicles/photos/./evil.svg",
  "content/vehicles/photos/../photos/evil.svg",
  "content/testimonials/../vehicles/photos/evil.svg",
  `${repoDir}/content/vehicles/photos/evil.svg`,
  `${repoDir}//content/./vehicles/photos/evil.svg`,
];

const photosFolder = () => fs.readdirSync(path.join(repoDir, "content/vehicles/photos"));
const asset = (assetPath: string) => ({
  path: assetPath,
  content: Buffer.from(SVG).toString("base64"),
  encoding: "base64",
});
const SAVE_OPTIONS = { commitMessage: "Update vehicle", useWorkflow: false, status: "draft" };

describe("the photo check, whichever way a path into photos/ is spelled", () => {
  it("refuses an SVG uploaded on its own (persistMedia)", async () => {
    for (const spelling of spellings()) {
      const answer = await postToBackend(port, EDITOR, {
        action: "persistMedia",
        params: { branch: "main", asset: asset(spelling), options: { commitMessage: "Upload a photo" } },
      });
      expect(answer.status, `${spelling}: ${answer.body}`).toBe(422);
      expect(JSON.parse(answer.body).error).toMatch(/^evil\.svg is not a JPEG, PNG, WebP or AVIF photo/);
    }
    expect(photosFolder()).toEqual([]);
  });

  it("refuses an SVG uploaded with an entry, and writes neither (persistEntry's assets)", async () => {
    for (const spelling of spellings()) {
      const answer = await postToBackend(port, EDITOR, {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ slug: "new-car", path: "content/vehicles/new-car.json", raw: "{}\n" }],
          assets: [asset(spelling)],
          options: SAVE_OPTIONS,
        },
      });
      expect(answer.status, `${spelling}: ${answer.body}`).toBe(422);
    }
    expect(photosFolder()).toEqual([]);
    expect(fs.existsSync(path.join(repoDir, "content/vehicles/new-car.json"))).toBe(false);
  });

  it("refuses an entry whose file would be written into photos/", async () => {
    for (const spelling of spellings()) {
      const answer = await postToBackend(port, EDITOR, {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ slug: "evil", path: spelling, raw: SVG }],
          assets: [],
          options: SAVE_OPTIONS,
        },
      });
      expect(answer.status, `${spelling}: ${answer.body}`).toBe(422);
    }
    expect(photosFolder()).toEqual([]);
  });
});
