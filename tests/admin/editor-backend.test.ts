// The editor's local backend, attacked as a web page (DNS rebinding: a foreign Host and Origin) or a request
// naming files outside content/ would: each attempt is refused with 403, leaves the files as they were and
// is logged; the editor's own requests still work. A real server on loopback, real files, real decap-server.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor-backend/server";
import { freePort } from "../support/free-port";
import { headerOnlyPng } from "../support/header-only-png";

const EDITOR = "http://localhost:8000";
const SECRET = "smtp://dealer:hunter2-secret@mail.example";
const LEAD = '{"name":"Pat Customer","phone":"9165550100"}';
const CIVIC = "vehicles/2019-honda-civic-h24100.json";

let repoDir: string;
let backend: EditorBackend;
let port: number;
const logged: string[] = [];

interface Answer {
  status: number;
  body: string;
}

/** A raw POST to the backend on 127.0.0.1, with exactly the Host and Origin given (undefined: not sent). */
function post(body: unknown, headers: { host?: string; origin?: string } = {}): Promise<Answer> {
  const text = JSON.stringify(body);
  const sent: http.OutgoingHttpHeaders = {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    host: headers.host ?? `localhost:${port}`,
  };
  if (headers.origin !== undefined) sent.origin = headers.origin;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: "/api/v1", method: "POST", headers: sent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}

const fromEditor = (body: unknown) => post(body, { origin: EDITOR });
const photo = (width: number, format: "jpeg" | "png" = "jpeg") =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: "#336699" } })
    [format]()
    .toBuffer();

beforeAll(async () => {
  repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-backend-"));
  const content = path.join(repoDir, "content");
  fs.mkdirSync(path.join(content, "vehicles/photos"), { recursive: true });
  for (const file of ["site.json", "testimonials.json", CIVIC])
    fs.copyFileSync(path.resolve("content", file), path.join(content, file));
  fs.writeFileSync(path.join(repoDir, ".env"), `LEAD_SMTP_URL=${SECRET}\n`);
  fs.mkdirSync(path.join(repoDir, ".leads"));
  fs.writeFileSync(path.join(repoDir, ".leads/lead-1.json"), LEAD);
  fs.mkdirSync(path.join(repoDir, ".git"));
  fs.writeFileSync(path.join(repoDir, ".git/config"), "[core]\n\tbare = false\n");
  port = await freePort();
  backend = await startEditorBackend({ repoDir, port, editorOrigins: [EDITOR], log: (line) => logged.push(line) });
});

afterAll(async () => {
  await backend?.close();
  fs.rmSync(repoDir, { recursive: true, force: true });
});

beforeEach(() => {
  logged.length = 0;
});

describe("the editor's local backend", () => {
  it("is bound to loopback addresses only", () => {
    expect(backend.addresses.length).toBeGreaterThan(0);
    for (const address of backend.addresses) expect(["127.0.0.1", "::1"]).toContain(address);
  });

  it("answers its own editor about content/", async () => {
    const answer = await fromEditor({ action: "getEntry", params: { branch: "main", path: `content/${CIVIC}` } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).file.path).toBe(`content/${CIVIC}`);
    const listing = await fromEditor({
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/vehicles", extension: "json", depth: 1 },
    });
    expect(listing.status).toBe(200);
    expect(JSON.parse(listing.body)).toHaveLength(1);
    // decap-server's root is content/; the editor gets its paths from the repository root, as it named them.
    expect(JSON.parse(listing.body)[0].file.path).toBe(`content/${CIVIC}`);
  });

  it("refuses a foreign Host (DNS rebinding), even with the editor's Origin", async () => {
    const answer = await post(
      { action: "getEntry", params: { branch: "main", path: `content/${CIVIC}` } },
      { host: `attacker.example:${port}`, origin: EDITOR },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain("vin");
    expect(logged.join("\n")).toMatch(/refused.*Host "attacker\.example/);
  });

  it("refuses a foreign Origin, and a loopback origin on another port", async () => {
    for (const origin of ["https://attacker.example", "http://localhost:3000", "null"]) {
      const answer = await post(
        { action: "getEntry", params: { branch: "main", path: `content/${CIVIC}` } },
        { origin },
      );
      expect(answer.status, origin).toBe(403);
    }
    expect(logged).toHaveLength(3);
  });

  it("never reads .env, even from the editor itself", async () => {
    for (const requested of [".env", "content/../.env", `${repoDir}/.env`]) {
      const answer = await fromEditor({ action: "getEntry", params: { branch: "main", path: requested } });
      expect(answer.status, requested).toBe(403);
      expect(answer.body).not.toContain("hunter2");
    }
  });

  it("never lists the lead outbox", async () => {
    const answer = await fromEditor({ action: "getMedia", params: { branch: "main", mediaFolder: ".leads" } });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain("Pat Customer");
    const file = await fromEditor({ action: "getMediaFile", params: { branch: "main", path: ".leads/lead-1.json" } });
    expect(file.status).toBe(403);
  });

  it("never writes .git/config (code execution through fsmonitor)", async () => {
    const before = fs.readFileSync(path.join(repoDir, ".git/config"), "utf8");
    const hook = Buffer.from("[core]\n\tfsmonitor = touch /tmp/pwned\n").toString("base64");
    const media = await fromEditor({
      action: "persistMedia",
      params: { branch: "main", asset: { path: ".git/config", content: hook, encoding: "base64" }, options: {} },
    });
    expect(media.status).toBe(403);
    const entry = await fromEditor({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "x", path: "content/vehicles/x.json", raw: "{}", newPath: "content/../.git/config" },
        assets: [],
        options: { commitMessage: "x" },
      },
    });
    expect(entry.status).toBe(403);
    expect(fs.readFileSync(path.join(repoDir, ".git/config"), "utf8")).toBe(before);
    expect(fs.existsSync(path.join(repoDir, "content/vehicles/x.json"))).toBe(false);
  });

  it("refuses paths that climb out with ../ and deletes nothing outside content/", async () => {
    const answer = await fromEditor({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/vehicles/photos/a.jpg", "content/vehicles/../../.env"], options: {} },
    });
    expect(answer.status).toBe(403);
    expect(fs.existsSync(path.join(repoDir, ".env"))).toBe(true);
  });

  it("refuses a link inside content/ that leads out, for reading, writing and listing", async () => {
    const link = path.join(repoDir, "content/vehicles/photos/escape");
    fs.symlinkSync(path.join(repoDir, ".git"), link);
    try {
      const read = await fromEditor({
        action: "getMediaFile",
        params: { branch: "main", path: "content/vehicles/photos/escape/config" },
      });
      expect(read.status).toBe(403);
      const write = await fromEditor({
        action: "persistMedia",
        params: {
          branch: "main",
          // A usable photo, so that the link is what is refused (photos are measured before any path is resolved).
          asset: {
            path: "content/vehicles/photos/escape/hooks/post-checkout",
            content: (await photo(1200)).toString("base64"),
            encoding: "base64",
          },
          options: {},
        },
      });
      expect(write.status).toBe(403);
      expect(fs.existsSync(path.join(repoDir, ".git/hooks"))).toBe(false);
      const listing = await fromEditor({
        action: "getMedia",
        params: { branch: "main", mediaFolder: "content/vehicles/photos" },
      });
      expect(listing.status).toBe(403);
      expect(listing.body).not.toContain("bare");
    } finally {
      fs.unlinkSync(link);
    }
  });

  it("refuses actions the editor does not use", async () => {
    const answer = await fromEditor({ action: "runCommand", params: { command: "id" } });
    expect(answer.status).toBe(403);
  });

  it("writes a usable photo, and refuses one that is too narrow, too large or not a photo with the reason", async () => {
    const persist = (name: string, bytes: Buffer) =>
      fromEditor({
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { path: `content/vehicles/photos/${name}`, content: bytes.toString("base64"), encoding: "base64" },
          options: { commitMessage: "Upload a photo" },
        },
      });
    const good = await persist("civic-side.jpg", await photo(1200));
    expect(good.status, good.body).toBe(200);
    expect(JSON.parse(good.body).path).toBe("content/vehicles/photos/civic-side.jpg");
    expect(fs.existsSync(path.join(repoDir, "content/vehicles/photos/civic-side.jpg"))).toBe(true);

    const narrow = await persist("civic-thumb.png", await photo(640, "png"));
    expect(narrow.status).toBe(422);
    expect(JSON.parse(narrow.body).error).toBe(
      "civic-thumb.png is 640 pixels wide; photos must be at least 800 pixels wide to look sharp on the vehicle page.",
    );
    const notPhoto = await persist("brochure.jpg", Buffer.from("%PDF-1.7\n"));
    expect(notPhoto.status).toBe(422);
    expect(JSON.parse(notPhoto.body).error).toMatch(/^brochure\.jpg is not a JPEG, PNG, WebP or AVIF photo/);
    // 16,383 x 16,383 pixels in a few hundred bytes: refused from its header (its picture would not decode).
    const vast = await persist("civic-vast.png", headerOnlyPng(16_383, 16_383));
    expect([vast.status, JSON.parse(vast.body).error]).toEqual([
      422,
      "civic-vast.png is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels. Export it smaller (the site resizes photos itself).",
    ]);
    for (const name of ["civic-thumb.png", "brochure.jpg", "civic-vast.png"])
      expect(fs.existsSync(path.join(repoDir, "content/vehicles/photos", name))).toBe(false);
  });

  it("deletes files in content/ as decap-server did, and refuses a write it cannot read with 422", async () => {
    const photos = path.join(repoDir, "content/vehicles/photos");
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) fs.writeFileSync(path.join(photos, name), "x");
    const one = await fromEditor({
      action: "deleteFile",
      params: { branch: "main", path: "content/vehicles/photos/a.jpg", options: {} },
    });
    expect([one.status, JSON.parse(one.body)]).toEqual([200, { message: "deleted file vehicles/photos/a.jpg" }]);
    const two = await fromEditor({
      action: "deleteFiles",
      params: {
        branch: "main",
        paths: ["content/vehicles/photos/b.jpg", "content/vehicles/photos/c.jpg"],
        options: {},
      },
    });
    expect(two.status, two.body).toBe(200);
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) expect(fs.existsSync(path.join(photos, name))).toBe(false);

    const malformed = await fromEditor({
      action: "persistEntry",
      params: { branch: "main", dataFiles: [{ slug: "x", path: "content/vehicles/x.json", raw: 7 }], assets: [] },
    });
    expect([malformed.status, JSON.parse(malformed.body)]).toEqual([
      422,
      { error: "persistEntry needs its files (dataFiles or entry), each with a path and raw text" },
    ]);
    expect(fs.existsSync(path.join(repoDir, "content/vehicles/x.json"))).toBe(false);
  });

  it("has no socket on our port bound beyond loopback (the kernel's own list)", () => {
    const portHex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
    const bound = ["/proc/net/tcp", "/proc/net/tcp6"]
      .filter((file) => fs.existsSync(file))
      .flatMap((file) => fs.readFileSync(file, "utf8").split("\n").slice(1))
      .map((line) => line.trim().split(/\s+/)[1])
      .filter((address) => address?.endsWith(portHex))
      .map((address) => address.split(":")[0]);
    expect(bound.length).toBeGreaterThan(0);
    // 127.0.0.1 and ::1 as the kernel writes them (little-endian words); never 0.0.0.0 or another address.
    for (const address of bound) expect(["0100007F", "00000000000000000000000001000000"]).toContain(address);
  });
});
