// The image service's disk cache: each size it made, as a file named by the source's content digest and the
// size's arguments, in a folder of its own (IMAGE_CACHE_DIR), never larger than IMAGE_CACHE_MAX_MB. Past the
// limit the least recently used files are deleted (byte-limited-lru.ts). On start the folder is read once: the
// files already there count, oldest first, and half-written files of an earlier run are removed. Files are
// written under a temporary name and renamed, so a reader never sees half a file; another server sharing the
// folder may delete a file this one still lists, which then counts as a miss.
import fs from "node:fs";
import path from "node:path";
import { ByteLimitedLru } from "./byte-limited-lru";

/** `<content digest>-<md5 of the arguments>.<format>`: nothing else is ever read from or deleted in the folder. */
const KEY = /^[0-9a-f]{32}-[0-9a-f]{32}\.(jpg|png|webp|avif)$/;
const TEMPORARY = /^[0-9a-f]{32}-[0-9a-f]{32}\.(jpg|png|webp|avif)\.\d+\.\d+\.tmp$/;

export class PhotoDiskCache {
  private written = 0;

  private constructor(
    readonly dir: string,
    private readonly index: ByteLimitedLru,
  ) {}

  /** Opens (and creates) the folder, counting what is already in it. */
  static async open(dir: string, maxBytes: number): Promise<PhotoDiskCache> {
    await fs.promises.mkdir(dir, { recursive: true });
    const found: Array<{ key: string; bytes: number; time: number }> = [];
    for (const shard of await fs.promises.readdir(dir, { withFileTypes: true })) {
      if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
      const shardDir = path.join(dir, shard.name);
      for (const name of await fs.promises.readdir(shardDir)) {
        const file = path.join(shardDir, name);
        if (TEMPORARY.test(name)) await fs.promises.rm(file, { force: true });
        if (!KEY.test(name)) continue;
        const stat = await fs.promises.stat(file).catch(() => undefined);
        if (stat?.isFile()) found.push({ key: name, bytes: stat.size, time: stat.mtimeMs });
      }
    }
    const cache = new PhotoDiskCache(dir, new ByteLimitedLru(maxBytes));
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

  /** The file of a size made before, marked as used; undefined when the cache does not hold it. */
  async lookup(key: string): Promise<string | undefined> {
    if (!this.index.use(key)) return undefined;
    const file = this.fileOf(key);
    if ((await fs.promises.stat(file).catch(() => undefined))?.isFile()) return file;
    this.index.remove(key);
    return undefined;
  }

  /** Writes a size, then deletes what the limit leaves no room for (this size too, when it alone is over). */
  async store(key: string, bytes: Buffer): Promise<void> {
    if (!KEY.test(key)) throw new Error(`image cache: not a cache key: ${key}`);
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${(this.written += 1)}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, file);
    await this.deleteAll(this.index.add(key, bytes.length));
  }

  private async deleteAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(this.fileOf(key), { force: true })));
  }
}
