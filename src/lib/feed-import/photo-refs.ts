// A photo reference from the feed -> where to get it: an http(s) URL, or a file inside the feed's own folder.
// Nothing else is read: no other URL schemes, no absolute paths elsewhere, no path that climbs out of the
// folder (also not through a symbolic link).
import fs from "node:fs";
import path from "node:path";
import { fail, ok, quoted, type Normalised } from "./normalised";

/** Where the feed came from: relative photo paths resolve against it (`dir` with symbolic links resolved). */
export type FeedLocation = { kind: "file"; dir: string } | { kind: "url"; url: string };

export function feedLocation(feed: string): FeedLocation {
  return /^https?:\/\//i.test(feed)
    ? { kind: "url", url: feed }
    : { kind: "file", dir: fs.realpathSync(path.dirname(path.resolve(feed))) };
}

export type PhotoSource =
  | { kind: "url"; url: string; key: string }
  /** `file` is the real path; `key` names it relative to the feed's folder, the same wherever the folder lives. */
  | { kind: "file"; file: string; key: string };

const HTTP = /^https?:\/\//i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

export function photoSource(reference: string, location: FeedLocation): Normalised<PhotoSource> {
  if (/^[=+@]/.test(reference)) return fail(`${quoted(reference)} is a spreadsheet formula, not a photo URL or path`);
  if (HTTP.test(reference) || location.kind === "url") {
    let url: URL;
    try {
      url = location.kind === "url" ? new URL(reference, location.url) : new URL(reference);
    } catch {
      return fail(`${quoted(reference)} is not a valid URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return fail(`${quoted(reference)} is not an http(s) URL`);
    if (url.username || url.password)
      return fail(`${quoted(reference)} carries a user name or password; use a public photo URL`);
    return ok({ kind: "url", url: url.href, key: url.href });
  }
  if (OTHER_SCHEME.test(reference) && !/^[a-z]:[\\/]/i.test(reference)) {
    return fail(`${quoted(reference)} is neither an http(s) URL nor a path in the feed's folder`);
  }
  const dir = location.dir;
  const wanted = path.resolve(dir, reference.replace(/\\/g, "/"));
  if (!isInside(dir, wanted))
    return fail(`${quoted(reference)} is outside the feed's folder; photos must be inside ${dir}`);
  let real: string;
  try {
    real = fs.realpathSync(wanted);
  } catch {
    return fail(`${quoted(reference)}: no such file in the feed's folder`);
  }
  if (!isInside(dir, real)) return fail(`${quoted(reference)} leads outside the feed's folder (a symbolic link)`);
  if (!fs.statSync(real).isFile()) return fail(`${quoted(reference)} is not a file`);
  return ok({ kind: "file", file: real, key: `file:${path.relative(dir, real).split(path.sep).join("/")}` });
}
