// What the editor's local backend (`npm run admin`) answers: requests from its own editor on loopback, about
// files under content/. decap-server alone checks only that a path stays inside the repository and lets any
// Host and Origin send, so a web page (DNS rebinding) or a neighbour on the network could read `.env` or
// `.leads/` and write `.git/config`. These rules are pure; scripts/editor-backend applies them.

/** The folder the editor may read and write, relative to the repository. */
export const EDITABLE_FOLDER = "content";

/** A request's problem, for the log line and the 403 answer; undefined when it may pass. */
export type Refusal = string | undefined;

export interface HeaderRules {
  /** The port the backend listens on: `Host` must name it. */
  port: number;
  /** Origins of the editor pages allowed to call (`http://localhost:8000` ...). */
  editorOrigins: readonly string[];
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** `Host` must be a loopback name with our port; `Origin`, when sent, one of the editor's own. */
export function headerRefusal(host: string | undefined, origin: string | undefined, rules: HeaderRules): Refusal {
  const hostValue = (host ?? "").trim().toLowerCase();
  if (!LOOPBACK_HOSTS.some((name) => hostValue === `${name}:${rules.port}`))
    return `Host "${host ?? ""}" is not this backend (localhost:${rules.port} or 127.0.0.1:${rules.port})`;
  if (origin !== undefined && !rules.editorOrigins.includes(origin.trim().toLowerCase()))
    return `Origin "${origin}" is not the editor's (${rules.editorOrigins.join(", ")})`;
  return undefined;
}

/** The editor's origins for a page served on these ports of this machine (Decap runs on either name). */
export function loopbackOrigins(ports: readonly number[]): string[] {
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

type Json = unknown;
const record = (value: Json): Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, Json>) : {};
const list = (value: Json): Json[] => (Array.isArray(value) ? value : []);

/** Paths of a list of `{ path, newPath }` objects (entries, data files, assets). */
const pathsOf = (items: Json): Json[] =>
  list(items).flatMap((item) => [record(item).path, record(item).newPath].filter((value) => value !== undefined));

/**
 * Every repository path a Decap local-backend request names, by action (decap-server's localFs actions).
 * Actions that name no path are listed with none; an action not listed here is refused, so a new one in a
 * later decap-server cannot slip past the path check.
 */
const PATHS_OF_ACTION: Record<string, (params: Record<string, Json>) => Json[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params.folder],
  entriesByFiles: (params) => pathsOf(params.files),
  getEntry: (params) => [params.path],
  persistEntry: (params) => [...pathsOf([params.entry]), ...pathsOf(params.dataFiles), ...pathsOf(params.assets)],
  getMedia: (params) => [params.mediaFolder],
  getMediaFile: (params) => [params.path],
  persistMedia: (params) => pathsOf([params.asset]),
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => list(params.paths),
};

/** Actions that list a folder: a link inside it could lead the listing out of content/. */
export const LISTING_ACTIONS = new Set(["entriesByFolder", "getMedia"]);

export type RequestPaths = { action: string; paths: string[] } | { refusal: string };

/** The action and the paths a request body names, or why it is refused before any file is looked at. */
export function requestPaths(body: Json): RequestPaths {
  const { action, params } = record(body);
  if (typeof action !== "string" || !Object.hasOwn(PATHS_OF_ACTION, action))
    return { refusal: `action ${JSON.stringify(action)} is not one the editor uses` };
  const paths = PATHS_OF_ACTION[action](record(params));
  const bad = paths.findIndex((value) => typeof value !== "string" || value.length === 0 || value.includes("\0"));
  if (bad >= 0)
    return { refusal: `${action} names a path that is not a file name: ${JSON.stringify(paths[bad]) ?? "none"}` };
  return { action, paths: paths as string[] };
}
