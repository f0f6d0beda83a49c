// The image service of `npm run serve:prod` as a real process on loopback, over a fixture build with real
// photos and the URLs Gatsby's Image CDN resolvers write for them: each size is made on its first request and
// answered from the disk cache after, with a year of caching; requests arriving together make it once; a size
// the site does not link to is a 400 and writes nothing; a photo that cannot be decoded is a 404 and one log
// line; the cache stays within IMAGE_CACHE_MAX_MB, and a restart keeps what it holds; a size the build made is
// answered as its file.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { headerOnlyPng } from "../support/header-only-png";
import { makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { request } from "./support/http-client";
import { publishPhoto, SAMPLE_PHOTOS, type PublishedPhoto } from "./support/photo-fixture";
import { startServeProd, type ServeProdProcess } from "./support/serve-prod-process";

const IMMUTABLE = "public, max-age=31536000, immutable";
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

let publicDir: string;
let cacheDir: string;
let front: PublishedPhoto;
let broken: PublishedPhoto;
let vast: PublishedPhoto;
const running: ServeProdProcess[] = [];

async function serve(env: Record<string, string> = {}): Promise<ServeProdProcess> {
  const server = await startServeProd(publicDir, { IMAGE_CACHE_DIR: cacheDir, ...env });
  running.push(server);
  return server;
}

/** The files in the cache folder, with their sizes. */
function cachedFiles(): Array<{ name: string; bytes: number }> {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ name: entry.name, bytes: fs.statSync(path.join(entry.parentPath, entry.name)).size }));
}

const timing = (response: { headers: Record<string, unknown> }) =>
  String(response.headers["server-timing"] ?? "").split(";")[0];

/** A URL of the photo with other size arguments, its digests made to match (as an attacker could). */
function withArgs(photo: PublishedPhoto, args: string, name = "2014-toyota-prius-t24205-front.webp"): string {
  const query = new URLSearchParams([
    ["u", photo.url],
    ["a", args],
    ["cd", photo.contentDigest],
  ]).toString();
  return `/_gatsby/image/${md5(photo.url)}/${md5(args)}/${name}?${query}`;
}

beforeAll(async () => {
  publicDir = makeFixtureSite();
  const sample = fs.readFileSync(path.join(SAMPLE_PHOTOS, "2014-toyota-prius-t24205-front.jpg"));
  front = await publishPhoto(publicDir, "2014-toyota-prius-t24205-front.jpg", sample);
  // A JPEG whose header reads but whose picture stops short: what a cut-off upload or copy leaves.
  broken = await publishPhoto(publicDir, "2014-toyota-prius-t24205-rear.jpg", sample.subarray(0, 4000));
  // 16,383 x 16,383 pixels by its header, in a few hundred bytes: its picture would not decode.
  vast = await publishPhoto(publicDir, "2014-toyota-prius-t24205-vast.png", headerOnlyPng(16_383, 16_383));
});

beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-prod-images-"));
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

afterAll(() => removeFixtureSite(publicDir));

it("makes every size the site links to on its first request, then answers it from the cache, for a year", async () => {
  const server = await serve();
  expect(front.sizes).toHaveLength(11);
  for (const url of front.sizes) {
    const args = new URLSearchParams(url.split("?")[1]).get("a") as string;
    const wanted = Object.fromEntries(new URLSearchParams(args)) as Record<string, string>;
    const first = await request(`${server.url}${url}`);
    expect(first.status, url).toBe(200);
    expect(timing(first), url).toBe("resized");
    expect(first.headers["cache-control"]).toBe(IMMUTABLE);
    // The fixture's _headers rule for every path still applies.
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    const format = { jpg: "jpeg", webp: "webp" }[wanted.fm];
    expect(first.headers["content-type"]).toBe(`image/${format}`);
    const made = await sharp(first.body).metadata();
    expect([made.format, made.width, made.height], url).toEqual([format, Number(wanted.w), Number(wanted.h)]);

    const again = await request(`${server.url}${url}`);
    expect([again.status, timing(again), again.headers["cache-control"]]).toEqual([200, "cached", IMMUTABLE]);
    expect(again.body.equals(first.body)).toBe(true);
  }
  expect(cachedFiles()).toHaveLength(11);
});

it("makes the card's sizes on their first request, those that are a slide's once", async () => {
  const server = await serve();
  // Five widths of 4:3 in WebP and JPEG; 480 and 800 px are the slides' own arguments, so the slides' files.
  expect(front.card).toHaveLength(10);
  for (const slide of front.sizes.filter((url) => /w%3D(480|800)%26/.test(url)))
    expect(front.card, slide).toContain(slide);
  for (const url of front.card) {
    const wanted = Object.fromEntries(new URLSearchParams(new URLSearchParams(url.split("?")[1]).get("a") as string));
    const answer = await request(`${server.url}${url}`);
    expect([answer.status, timing(answer), answer.headers["cache-control"]], url).toEqual([200, "resized", IMMUTABLE]);
    const made = await sharp(answer.body).metadata();
    expect([made.width, made.height], url).toEqual([Number(wanted.w), Number(wanted.h)]);
    expect(Number(made.width) / Number(made.height)).toBeCloseTo(4 / 3, 2);
  }
  expect(cachedFiles()).toHaveLength(10);
});

it("resizes a size once however many first requests for it arrive together", async () => {
  const server = await serve();
  const url = front.sizes.find((size) => size.includes("w%3D1200%26h%3D900%26fit")) as string;
  const answers = await Promise.all(Array.from({ length: 8 }, () => request(`${server.url}${url}`)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  expect(answers.map(timing).sort()).toEqual([
    "joined",
    "joined",
    "joined",
    "joined",
    "joined",
    "joined",
    "joined",
    "resized",
  ]);
  for (const answer of answers) expect(answer.body.equals(answers[0].body)).toBe(true);
  expect(cachedFiles()).toHaveLength(1);
});

it("refuses a size, format or quality the site does not use, and sources that are not its photos, writing nothing", async () => {
  const server = await serve();
  const refused = [
    withArgs(front, "w=500&h=375&fit=crop&crop=center&fm=webp&q=70"),
    withArgs(front, "w=4000&h=3000&fit=crop&crop=center&fm=webp&q=70"),
    withArgs(front, "w=800&h=600&fit=crop&crop=center&fm=webp&q=100"),
    withArgs(front, "w=800&h=600&fit=crop&crop=center&fm=avif&q=70", "2014-toyota-prius-t24205-front.avif"),
    // A correct URL with one more parameter, and with its digest changed.
    `${front.sizes[0]}&w=4000`,
    front.sizes[0].replace(/\/[0-9a-f]{32}\//, `/${"0".repeat(32)}/`),
    // Another host or folder as the source, its digests made to match.
    withArgs(
      { ...front, url: "https://photos.example.com/front.jpg" },
      "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    ),
    withArgs(
      { ...front, url: `/admin/${front.contentDigest}/front.jpg` },
      "w=800&h=600&fit=crop&crop=center&fm=webp&q=70",
    ),
  ];
  for (const url of refused) {
    const answer = await request(`${server.url}${url}`);
    expect(answer.status, url).toBe(400);
    expect(answer.headers["cache-control"], url).toBeUndefined();
  }
  expect(cachedFiles()).toEqual([]);
  // A photo the build does not hold: no such photo.
  const missing = { ...front, url: `/static/${"a".repeat(32)}/gone.jpg`, contentDigest: "a".repeat(32) };
  expect(
    (await request(`${server.url}${withArgs(missing, "w=800&h=600&fit=crop&crop=center&fm=webp&q=70", "gone.webp")}`))
      .status,
  ).toBe(404);
});

it("answers a photo it cannot decode with a 404 and one log line, and keeps serving", async () => {
  const server = await serve();
  for (const url of broken.sizes.slice(0, 4)) expect((await request(`${server.url}${url}`)).status, url).toBe(404);
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.includes(broken.url));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/image service: .* cannot be (read|resized), answered 404/);
  expect((await request(`${server.url}${front.sizes[0]}`)).status).toBe(200);
  expect((await request(`${server.url}/healthz`)).status).toBe(200);
  expect(server.child.exitCode).toBeNull();
});

it("refuses a photo over the photo size rule from its header, with a 422 saying so and one log line", async () => {
  const server = await serve();
  for (const url of vast.sizes.slice(0, 3)) {
    const answer = await request(`${server.url}${url}`);
    expect([answer.status, answer.body.toString()], url).toEqual([
      422,
      "2014-toyota-prius-t24205-vast.png is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels\n",
    ]);
    expect(answer.headers["cache-control"], url).toBeUndefined();
  }
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.includes(vast.url));
  expect(lines).toEqual([
    `image service: ${vast.url} is too large to resize, answered 422: 2014-toyota-prius-t24205-vast.png is 16,383 x 16,383 pixels; photos may be at most 12,000 pixels a side and 50 megapixels`,
  ]);
  expect(cachedFiles()).toEqual([]);
});

it("keeps the cache within IMAGE_CACHE_MAX_MB, dropping the least recently used sizes", async () => {
  // 100 KB: room for some of the slides and thumbnails (about 230 KB together), not for all.
  const server = await serve({ IMAGE_CACHE_MAX_MB: String(100 / 1024) });
  const slidesAndThumbs = front.sizes.slice(0, 10);
  let made = 0;
  for (const url of slidesAndThumbs) {
    const answer = await request(`${server.url}${url}`);
    expect(answer.status).toBe(200);
    made += answer.body.length;
  }
  const total = cachedFiles().reduce((sum, file) => sum + file.bytes, 0);
  expect(made).toBeGreaterThan(100 * 1024);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(100 * 1024);
  expect(cachedFiles().length).toBeLessThan(slidesAndThumbs.length);
  // The last one asked for stayed; the first went first and is made again.
  expect(timing(await request(`${server.url}${slidesAndThumbs.at(-1)}`))).toBe("cached");
  expect(timing(await request(`${server.url}${slidesAndThumbs[0]}`))).toBe("resized");
});

it("keeps what the cache holds across a restart", async () => {
  const first = await serve();
  expect(timing(await request(`${first.url}${front.sizes[1]}`))).toBe("resized");
  await first.stop();
  const second = await serve();
  expect(timing(await request(`${second.url}${front.sizes[1]}`))).toBe("cached");
  expect(second.output()).toContain(`photo sizes cached in ${cacheDir} (0.0 of 2048 MB used)`);
});

it("never serves a link in its cache folder: a size whose file became a link to a secret is made again", async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "serve-prod-secret-"));
  const secret = path.join(outside, "secret.env");
  fs.writeFileSync(secret, "LEAD_SMTP_URL=smtp://dealer:hunter2@mail.example\n");
  try {
    const server = await serve();
    const url = front.sizes[1];
    const first = await request(`${server.url}${url}`);
    expect([first.status, timing(first)]).toEqual([200, "resized"]);
    const [made] = fs
      .readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    fs.rmSync(made);
    fs.symlinkSync(secret, made);
    const again = await request(`${server.url}${url}`);
    expect([again.status, timing(again)]).toEqual([200, "resized"]);
    expect(again.body.toString("latin1")).not.toContain("hunter2");
    expect(again.body.equals(first.body)).toBe(true);
    // Stored over the link, never through it.
    expect(fs.readFileSync(secret, "utf8")).toBe("LEAD_SMTP_URL=smtp://dealer:hunter2@mail.example\n");
    expect(fs.lstatSync(made).isFile()).toBe(true);
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

it("answers a size the build made at its URL's path as that file, without resizing or caching it", async () => {
  const url = front.sizes.find((size) => /w%3D800%26h%3D600%26fit.*fm%3Dwebp/.test(size)) as string;
  const built = path.join(publicDir, decodeURIComponent(url.split("?")[0]));
  // A marker the service could not have made: the answer must be the file itself.
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#004391" } })
    .webp()
    .toBuffer();
  fs.mkdirSync(path.dirname(built), { recursive: true });
  fs.writeFileSync(built, bytes);
  try {
    const server = await serve();
    const answer = await request(`${server.url}${url}`);
    expect([answer.status, timing(answer), answer.headers["cache-control"]]).toEqual([200, "built", IMMUTABLE]);
    expect(answer.headers["content-type"]).toBe("image/webp");
    expect(answer.body.equals(bytes)).toBe(true);
    expect(cachedFiles()).toEqual([]);
    // The URL is still checked first: a wrong digest in the query is refused even though the file is there.
    expect((await request(`${server.url}${url.replace(/cd=[0-9a-f]{32}/, `cd=${"b".repeat(32)}`)}`)).status).toBe(400);
  } finally {
    fs.rmSync(path.join(publicDir, "_gatsby"), { recursive: true, force: true });
  }
});

/** serve:prod's child processes, each with its command line and its threads' nice values (Linux /proc). */
function childProcesses(pid: number): Array<{ pid: number; command: string; nice: number[] }> {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return children.map((child) => {
    const tasks = fs.readdirSync(`/proc/${child}/task`);
    return {
      pid: Number(child),
      command: fs.readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0").join(" "),
      // Field 19 of stat, counted after the command name's closing parenthesis (the name may hold spaces).
      nice: tasks.map((task) => {
        const stat = fs.readFileSync(`/proc/${child}/task/${task}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
      }),
    };
  });
}

/** The processor time a process has used so far, in clock ticks (user + system). */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const resizer = (server: ServeProdProcess) =>
  childProcesses(server.child.pid as number).filter((child) => child.command.includes("resize-child"));

it("makes sizes in one helper process at the lowest CPU priority, sharp's threads included", async () => {
  const server = await serve();
  expect(resizer(server)).toEqual([]);
  for (const url of front.sizes.slice(0, 4)) expect(timing(await request(`${server.url}${url}`)), url).toBe("resized");
  const [helper, ...others] = resizer(server);
  expect(others).toEqual([]);
  // Every thread, libvips's workers included (started from libuv's pool threads, which Node starts first).
  expect(helper.nice.length).toBeGreaterThan(4);
  expect(new Set(helper.nice)).toEqual(new Set([19]));
  // serve:prod itself still runs at the usual priority.
  const own = fs.readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
  expect(Number(own.slice(own.lastIndexOf(")") + 2).split(" ")[16])).toBe(0);
});

it("answers 503 for the sizes in hand when the resizer is killed, then starts it again and makes them", async () => {
  const server = await serve();
  expect(timing(await request(`${server.url}${front.sizes[0]}`))).toBe("resized");
  const [first] = resizer(server);
  const idle = cpuTicks(first.pid);
  const pending = front.sizes.slice(1, 4).map((url) => request(`${server.url}${url}`));
  // Killed once it is at work on the sizes just asked for (each takes it tens of milliseconds).
  while (cpuTicks(first.pid) === idle) await new Promise((resolve) => setTimeout(resolve, 1));
  process.kill(first.pid, "SIGKILL");
  const answers = await Promise.all(pending);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  expect(statuses).toContain(503);
  for (const answer of answers.filter((each) => each.status === 503))
    expect(answer.body.toString()).toBe("the photo resizer restarted; try again shortly\n");
  // Not remembered as unreadable: asked again, each is made by a new helper.
  for (const url of front.sizes.slice(1, 4)) expect((await request(`${server.url}${url}`)).status, url).toBe(200);
  expect(resizer(server).map((child) => child.pid)).not.toContain(first.pid);
  expect(server.output()).toMatch(/image service: the photo resizer stopped \(SIGKILL\) with \d size\(s\) in hand/);
});
