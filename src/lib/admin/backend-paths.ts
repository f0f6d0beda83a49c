// How the editor's local backend spells a path: one way only. Decap's editor names files from the repository
// root (`content/vehicles/x.json`); decap-server runs with content/ as its own root, so its resolution of a
// path is the boundary, and it is handed the same file relative to content/ (`vehicles/x.json`). Every other
// spelling of that file (`./content/...`, doubled slashes, `.` and `..` segments, the absolute path) is made
// this one before any rule looks at it, so a rule cannot be passed by spelling the path differently.
import { PHOTOS_FOLDER } from "./cms-config";
import { EDITABLE_FOLDER } from "./local-backend-rules";

/** A `/`-separated path's segments, `.` and empty ones dropped, `..` applied; undefined if `..` climbs too far. */
function segmentsOf(pathText: string): string[] | undefined {
  const segments: string[] = [];
  for (const segment of pathText.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") segments.push(segment);
    else if (segments.pop() === undefined) return undefined;
  }
  return segments;
}

/**
 * The file a request names, relative to content/ (`vehicles/x.json`; `.` for content/ itself), whichever way it
 * is spelled; undefined when it is not inside content/ (an absolute path counts when it is inside `repoDir`).
 */
export function contentPathOf(requested: string, repoDir: string): string | undefined {
  let segments = segmentsOf(requested);
  if (segments && requested.startsWith("/")) {
    const repo = segmentsOf(repoDir);
    const inRepo = repo !== undefined && repo.every((segment, index) => segments?.[index] === segment);
    segments = inRepo ? segments.slice(repo.length) : undefined;
  }
  if (!segments || segments[0] !== EDITABLE_FOLDER) return undefined;
  return segments.length === 1 ? "." : segments.slice(1).join("/");
}

/** A path relative to content/ as the editor names it, from the repository root. */
export function repoPathOf(contentPath: string): string {
  return contentPath === "." ? EDITABLE_FOLDER : `${EDITABLE_FOLDER}/${contentPath}`;
}

/** How a refused path is named in an answer: as sent, unless it is absolute (no path of this machine is echoed). */
export function shownPath(requested: string): string {
  return requested.startsWith("/") ? "an absolute path" : `"${requested}"`;
}

const PHOTOS = contentPathOf(PHOTOS_FOLDER, "/");

/** Whether a path relative to content/ is the photos folder or inside it (in any case: macOS's disks ignore it). */
export function isInPhotos(contentPath: string): boolean {
  const lower = contentPath.toLowerCase();
  return lower === PHOTOS || lower.startsWith(`${PHOTOS}/`);
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * decap-server's answer with its file paths named from the repository root again, as the editor sent them:
 * entries (`file.path`) and media files (`path`), alone or in a list. Other answers pass unchanged.
 */
export function withRepoPaths(answer: Json): Json {
  if (Array.isArray(answer)) return answer.map(withRepoPaths);
  if (!isRecord(answer)) return answer;
  const copy = { ...answer };
  if (typeof copy.path === "string") copy.path = repoPathOf(copy.path);
  if (isRecord(copy.file) && typeof copy.file.path === "string")
    copy.file = { ...copy.file, path: repoPathOf(copy.file.path) };
  return copy;
}
