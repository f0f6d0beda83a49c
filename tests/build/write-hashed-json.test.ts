// The one writer of content-hashed JSON in public/static (the inventory index and the shortlist data).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeHashedJson } from "../../gatsby/pages/write-hashed-json";

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
});
