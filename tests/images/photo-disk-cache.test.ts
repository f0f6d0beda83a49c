// The image service's disk cache never follows a link: one in its folder (put there by anything else that can
// write to it) is not counted, not read and not served, and a write never lands where a link points. Real
// files and real links in a temporary cache folder, a secret file outside it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PhotoDiskCache } from "../../src/lib/images/photo-disk-cache";

const KEY = `${"a".repeat(32)}-${"b".repeat(32)}.webp`;
const OTHER = `${"a".repeat(32)}-${"c".repeat(32)}.webp`;
const SECRET = "LEAD_SMTP_URL=smtp://dealer:hunter2@mail.example\n";
const MB = 1024 * 1024;

let root: string;
let cacheDir: string;
let secretDir: string;
let secret: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "photo-disk-cache-"));
  cacheDir = path.join(root, "cache");
  secretDir = path.join(root, "outside");
  fs.mkdirSync(secretDir);
  secret = path.join(secretDir, "secret.env");
  fs.writeFileSync(secret, SECRET);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every entry under `folder` with its kind, for "nothing changed there". */
const entriesOf = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((entry) => `${path.relative(folder, path.join(entry.parentPath, entry.name))} ${entry.isFile()}`)
    .sort();

it("keeps and finds a size it wrote, as its bytes", async () => {
  const cache = await PhotoDiskCache.open(cacheDir, MB);
  await cache.store(KEY, Buffer.from("a photo size"));
  expect(Buffer.from((await cache.lookup(KEY)) ?? "").toString()).toBe("a photo size");
  expect([cache.files, cache.totalBytes]).toEqual([1, 12]);
});

it("does not count a link to a file outside it as a size it holds, at start", async () => {
  fs.mkdirSync(path.join(cacheDir, "aa"), { recursive: true });
  fs.symlinkSync(secret, path.join(cacheDir, "aa", KEY));
  // A shard folder that is a link, to a folder with a size-named file in it.
  const behind = `${"a".repeat(2)}${"d".repeat(30)}-${"b".repeat(32)}.jpg`;
  fs.writeFileSync(path.join(secretDir, behind), SECRET);
  fs.symlinkSync(secretDir, path.join(cacheDir, "ad"));
  const cache = await PhotoDiskCache.open(cacheDir, MB);
  expect([cache.files, cache.totalBytes]).toEqual([0, 0]);
  expect(await cache.lookup(KEY)).toBeUndefined();
  expect(fs.readFileSync(secret, "utf8")).toBe(SECRET);
});

it("never reads a size whose file was replaced by a link since it was written", async () => {
  const cache = await PhotoDiskCache.open(cacheDir, MB);
  await cache.store(KEY, Buffer.from("a photo size"));
  const file = cache.fileOf(KEY);
  fs.rmSync(file);
  fs.symlinkSync(secret, file);
  const found = await cache.lookup(KEY);
  expect(found).toBeUndefined();
  // Once a miss, it stays one (the size is made again and stored over the link).
  expect(await cache.lookup(KEY)).toBeUndefined();
  expect(fs.readFileSync(secret, "utf8")).toBe(SECRET);
});

it("never reads a size through a shard folder replaced by a link", async () => {
  const cache = await PhotoDiskCache.open(cacheDir, MB);
  await cache.store(KEY, Buffer.from("a photo size"));
  fs.writeFileSync(path.join(secretDir, KEY), SECRET);
  fs.rmSync(path.join(cacheDir, "aa"), { recursive: true });
  fs.symlinkSync(secretDir, path.join(cacheDir, "aa"));
  expect(await cache.lookup(KEY)).toBeUndefined();
});

it("never writes through a link: not one at its temporary name, at the size's name or as its shard folder", async () => {
  const cache = await PhotoDiskCache.open(cacheDir, MB);
  fs.mkdirSync(path.join(cacheDir, "aa"));
  // The temporary name of this process's first write, taken by a link to the secret.
  fs.symlinkSync(secret, `${cache.fileOf(KEY)}.${process.pid}.1.tmp`);
  await expect(cache.store(KEY, Buffer.from("a photo size"))).rejects.toThrow(/EEXIST/);
  expect(fs.readFileSync(secret, "utf8")).toBe(SECRET);

  // The size's own name a link: replaced by the size, the secret untouched.
  fs.symlinkSync(secret, cache.fileOf(OTHER));
  await cache.store(OTHER, Buffer.from("another size"));
  expect(fs.readFileSync(secret, "utf8")).toBe(SECRET);
  expect(fs.lstatSync(cache.fileOf(OTHER)).isFile()).toBe(true);

  // A shard folder that is a link to a folder outside: nothing is written there.
  const before = entriesOf(secretDir);
  fs.symlinkSync(secretDir, path.join(cacheDir, "bb"));
  const third = `${"b".repeat(32)}-${"c".repeat(32)}.jpg`;
  await expect(cache.store(third, Buffer.from("a third size"))).rejects.toThrow(/is a link/);
  expect(entriesOf(secretDir)).toEqual(before);
  expect(await cache.lookup(third)).toBeUndefined();
});
