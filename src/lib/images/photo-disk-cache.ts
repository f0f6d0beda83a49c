// The image service's disk cache: each size it made, as a file named by the source's content digest and the
// size's arguments, in a folder of its own (IMAGE_CACHE_DIR), never larger than IMAGE_CACHE_MAX_MB. Past the
// limit the least recently used files are deleted (byte-limited-lru.ts). On start the folder is read once: the
// files already there count, oldest first, and half-written files of an earlier run are removed. Files are
// written under a temporary name and renamed, so a reader never sees half a file; another server sharing the
// folder may delete a file this one still lists, which then counts as a miss. A link in the folder (anything
// else that can write there could put one) is never followed: not counted, not read (O_NOFOLLOW, shard
// folders checked with lstat), and never written through (the temporary file is created with O_EXCL).
import fs from "node:fs";
import path from "node:path";
import { ByteLimitedLru } from "./byte-limited-lru";

/** The names a cache folder holds; nothing else is ever read from or deleted in it. */
export interface CacheNames {
  key: RegExp;
  /** A file half-written by an earlier run: `<key>.<pid>.<n>.tmp`. */
  temporary: RegExp;
}

/** `<content digest>-<md5 of the arguments>.<format>`. */
const PHOTO_NAMES: CacheNames = {
  key: /^[0-9a-f]{32}-[0-9a-f]{32}\.(jpg|png|webp|avif)$/,
  temporary: /^[0-9a-f]{32}-[0-9a-f]{32}\.(jpg|png|webp|avif)\.\d+\.\d+\.tmp$/,
};
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;

const lstatOrUndefined = (target: string) => fs.promises.lstat(target).catch(() => undefined);

export class PhotoDiskCache {
  private written = 0;

  private constructor(
    readonly dir: string,
    private readonly index: ByteLimitedLru,
    private readonly names: CacheNames,
  ) {}

  /** Opens (and creates) the folder, counting what is already in it (the photo sizes' names unless told). */
  static async open(dir: string, maxBytes: number, names: CacheNames = PHOTO_NAMES): Promise<PhotoDiskCache> {
    await fs.promises.mkdir(dir, { recursive: true });
    const found: Array<{ key: string; bytes: number; time: number }> = [];
    // Dirents tell links apart (they are lstat's answer): a linked shard or file is skipped.
    for (const shard of await fs.promises.readdir(dir, { withFileTypes: true })) {
      if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
      const shardDir = path.join(dir, shard.name);
      for (const entry of await fs.promises.readdir(shardDir, { withFileTypes: true })) {
        const file = path.join(shardDir, entry.name);
        if (names.temporary.test(entry.name)) await fs.promises.rm(file, { force: true });
        if (!names.key.test(entry.name) || !entry.isFile()) continue;
        const stat = await lstatOrUndefined(file);
        if (stat?.isFile()) found.push({ key: entry.name, bytes: stat.size, time: stat.mtimeMs });
      }
    }
    const cache = new PhotoDiskCache(dir, new ByteLimitedLru(maxBytes), names);
    found.sort((a, b) => a.time - b.time);
    for (const { key, bytes } of found) await cache.deleteAll(cache.index.add(key, bytes));
    return cache;
  }

  get totalBytes(): number {
    return this.index.totalBytes;
  }

  get files(): number {
    return this.index.size;
  }

  fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /** Whether the key's shard folder is a real folder (not a link, not missing). */
  private async realShard(key: string): Promise<boolean> {
    return (await lstatOrUndefined(path.dirname(this.fileOf(key))))?.isDirectory() ?? false;
  }

  /** The bytes of a size made before, marked as used; undefined when the cache does not hold it as a file. */
  async lookup(key: string): Promise<Buffer | undefined> {
    if (!this.index.use(key)) return undefined;
    const bytes = (await this.realShard(key)) ? await this.readFile(this.fileOf(key)) : undefined;
    if (bytes === undefined) this.index.remove(key);
    return bytes;
  }

  /** A regular file's bytes, read through a handle that refuses a link (ELOOP); undefined for anything else. */
  private async readFile(file: string): Promise<Buffer | undefined> {
    const handle = await fs.promises.open(file, O_RDONLY | O_NOFOLLOW).catch(() => undefined);
    if (!handle) return undefined;
    try {
      return (await handle.stat()).isFile() ? await handle.readFile() : undefined;
    } finally {
      await handle.close();
    }
  }

  /** Writes a size, then deletes what the limit leaves no room for (this size too, when it alone is over). */
  async store(key: string, bytes: Buffer): Promise<void> {
    if (!this.names.key.test(key)) throw new Error(`disk cache ${this.dir}: not a cache key: ${key}`);
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    if (!(await this.realShard(key))) throw new Error(`disk cache: ${path.dirname(file)} is a link, not a folder`);
    const temporary = `${file}.${process.pid}.${(this.written += 1)}.tmp`;
    const handle = await fs.promises.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    // rename replaces a link at the size's name; it never writes where the link points.
    await fs.promises.rename(temporary, file);
    await this.deleteAll(this.index.add(key, bytes.length));
  }

  private async deleteAll(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        if (await this.realShard(key)) await fs.promises.rm(this.fileOf(key), { force: true });
      }),
    );
  }
}
