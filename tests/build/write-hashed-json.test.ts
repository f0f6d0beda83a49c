// The one writer of content-hashed JSON in public/static (the inventory index and the shortlist data).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeHashedJson, writeHashedJsonFiles } from "../../gatsby/pages/write-hashed-json";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hashed-json-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeHashedJson", () => {
  it("names the file by its content and replaces older files of the same prefix only", () => {
    const first = writeHashedJson(path.join(dir, "static"), "inventory-", '{"v":1}');
    expect(first).toMatch(/^inventory-[0-9a-f]{20}\.json$/);
    expect(writeHashedJson(path.join(dir, "static"), "inventory-", '{"v":1}')).toBe(first);
    fs.writeFileSync(path.join(dir, "static", "shortlist-0123.json"), "{}");
    const second = writeHashedJson(path.join(dir, "static"), "inventory-", '{"v":2}');
    expect(second).not.toBe(first);
    expect(fs.readdirSync(path.join(dir, "static")).sort()).toEqual([second, "shortlist-0123.json"].sort());
    expect(fs.readFileSync(path.join(dir, "static", second), "utf8")).toBe('{"v":2}');
  });

  it("writes a set of files under one prefix, keeping the set and removing the older ones of that prefix", () => {
    const staticDir = path.join(dir, "static");
    const index = writeHashedJson(staticDir, "inventory-", '{"v":2}');
    const first = writeHashedJsonFiles(staticDir, "card-photos-", ['{"c":0}', '{"c":1}', '{"c":2}']);
    expect(new Set(first).size).toBe(3);
    const second = writeHashedJsonFiles(staticDir, "card-photos-", ['{"c":0}', '{"c":9}']);
    expect(second[0]).toBe(first[0]);
    expect(fs.readdirSync(staticDir).sort()).toEqual([index, ...second].sort());
    expect(fs.readFileSync(path.join(staticDir, second[1]), "utf8")).toBe('{"c":9}');
  });
});
