// /build-info.json: what the build was made from, and how the editor reads a saved file's state from it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import {
  FILE_HASH_LENGTH,
  canonicalJson,
  commitFromEnv,
  liveStateOf,
  parseBuildInfo,
  type BuildInfo,
} from "../../src/lib/build/build-info";
import { currentBuildInfo } from "../../gatsby/post-build/write-build-info";

const info: BuildInfo = {
  builtAt: "2026-11-25T16:00:00.000Z",
  commit: "0123abcd",
  contentHash: "f".repeat(64),
  files: { "content/site.json": "0123456789abcdef" },
};

describe("build info", () => {
  it("writes JSON by its values: any key order and spacing give one text", () => {
    expect(canonicalJson({ b: [1, { d: "x", c: null }], a: true })).toBe('{"a":true,"b":[1,{"c":null,"d":"x"}]}');
    expect(canonicalJson(JSON.parse('{ "a": true,\n  "b": [1, {"c": null, "d": "x"}] }'))).toBe(
      canonicalJson({ b: [1, { d: "x", c: null }], a: true }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: "1" }));
  });

  it("hashes every content JSON file by its values, and names the commit", () => {
    const built = currentBuildInfo(new Date("2026-11-25T16:00:00Z"));
    expect(built.builtAt).toBe("2026-11-25T16:00:00.000Z");
    const values = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
    const site = createHash("sha256").update(canonicalJson(values)).digest("hex");
    expect(built.files["content/site.json"]).toBe(site.slice(0, FILE_HASH_LENGTH));
    const vehicles = fs.readdirSync("content/vehicles").filter((name) => name.endsWith(".json"));
    expect(Object.keys(built.files)).toHaveLength(vehicles.length + 2);
    expect(Object.keys(built.files).some((file) => file.includes("photos/"))).toBe(false);
    expect(built.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(currentBuildInfo().contentHash).toBe(built.contentHash);
    expect(built.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("takes the commit from the host's build variables first", () => {
    expect(commitFromEnv({ COMMIT_REF: "ABCDEF1234567" })).toBe("abcdef1234567");
    expect(commitFromEnv({ GITHUB_SHA: "1234567890abcdef1234567890abcdef12345678" })).toMatch(/^1234567/);
    expect(commitFromEnv({ COMMIT_REF: "main; rm -rf /" })).toBeUndefined();
    expect(commitFromEnv({})).toBeUndefined();
  });

  it("says live only when the build holds exactly the saved version", () => {
    expect(liveStateOf(info, "content/site.json", "0123456789abcdef")).toEqual({
      state: "live",
      builtAt: info.builtAt,
    });
    expect(liveStateOf(info, "content/site.json", "fedcba9876543210").state).toBe("waiting");
    // A vehicle added since the build is not in it yet.
    expect(liveStateOf(info, "content/vehicles/new.json", "0123456789abcdef").state).toBe("waiting");
  });

  it("reads only a real build-info answer", () => {
    expect(parseBuildInfo(JSON.parse(JSON.stringify(info)))).toEqual(info);
    expect(parseBuildInfo({ ...info, commit: undefined })).toEqual({ ...info, commit: null });
    expect(parseBuildInfo("<!doctype html>")).toBeUndefined();
    expect(parseBuildInfo({ ...info, builtAt: "yesterday" })).toBeUndefined();
    expect(parseBuildInfo({ ...info, files: null })).toBeUndefined();
  });
});
