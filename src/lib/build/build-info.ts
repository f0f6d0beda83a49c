// What a build was made from, published as /build-info.json: when it was built, from which commit (when the
// host says), and a hash of each content file, so the editor can tell staff whether the live site already
// shows a change they saved. Nothing in it is secret: the content files are the site's own public text.
import { setting, type Env } from "../settings/setting";

export const BUILD_INFO_PATH = "/build-info.json";

/** Characters of a file's SHA-256 (hex) kept per file: enough to tell versions apart, short for 5,000 files. */
export const FILE_HASH_LENGTH = 16;

export interface BuildInfo {
  /** ISO time the build was made. */
  builtAt: string;
  /** The commit built, when the host or git tells it; null otherwise. */
  commit: string | null;
  /** One hash of everything in content/ (JSON files by content, photos by name and size). */
  contentHash: string;
  /** Each content JSON file (repository path, `content/...`) and the SHA-256 of its canonical JSON, shortened. */
  files: Record<string, string>;
}

/**
 * A JSON value as one text whatever its key order and spacing: the editor writes keys in the schema's order, a
 * file written by hand may have them in another, and both show the same on the site.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The commit from the variables hosts set during a build (Netlify, Cloudflare Pages, Vercel, GitHub, GitLab). */
export function commitFromEnv(env: Env): string | undefined {
  const values = [
    setting(env, "COMMIT_REF"),
    setting(env, "CF_PAGES_COMMIT_SHA"),
    setting(env, "VERCEL_GIT_COMMIT_SHA"),
    setting(env, "GITHUB_SHA"),
    setting(env, "CI_COMMIT_SHA"),
  ];
  for (const raw of values) {
    const value = raw?.trim();
    if (value && /^[0-9a-f]{7,64}$/i.test(value)) return value.toLowerCase();
  }
  return undefined;
}

export type LiveState =
  /** The live site was built from exactly this version of the file. */
  | { state: "live"; builtAt: string }
  /** The live site has another version: the change shows after the next build. */
  | { state: "waiting"; builtAt: string };

/** Whether the build described by `info` holds the saved file (its hash as FILE_HASH_LENGTH hex characters). */
export function liveStateOf(info: BuildInfo, file: string, savedHash: string): LiveState {
  return { state: info.files[file] === savedHash ? "live" : "waiting", builtAt: info.builtAt };
}

/** A parsed /build-info.json, or undefined when the answer is not one (an old build, an HTML error page). */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const info = value as Partial<BuildInfo>;
  if (typeof info.builtAt !== "string" || Number.isNaN(Date.parse(info.builtAt))) return undefined;
  if (typeof info.contentHash !== "string" || typeof info.files !== "object" || info.files === null) return undefined;
  return {
    builtAt: info.builtAt,
    commit: typeof info.commit === "string" ? info.commit : null,
    contentHash: info.contentHash,
    files: info.files,
  };
}
