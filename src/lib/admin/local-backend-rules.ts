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
type JsonRecord = Record<string, Json>;
const isRecord = (value: Json): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const record = (value: Json): JsonRecord => (isRecord(value) ? value : {});

/** Called on each path a request names; returns what to put in its place. */
type Visit = (value: Json) => Json;

/** An object's path fields visited (those it has), the object copied. */
const visitKeys = (item: Json, visit: Visit, keys: readonly string[]): Json => {
  if (!isRecord(item)) return item;
  const copy = { ...item };
  for (const key of keys) if (copy[key] !== undefined) copy[key] = visit(copy[key]);
  return copy;
};
const visitItems = (items: Json, visit: Visit, keys: readonly string[]): Json =>
  Array.isArray(items) ? items.map((item) => visitKeys(item, visit, keys)) : items;
/** Entries and data files name their file in `path`, and a rename's target in `newPath`. */
const FILE_KEYS = ["path", "newPath"];

/**
 * Every repository path a Decap local-backend request names, by action (decap-server's localFs actions): each
 * visited, and the params returned with what the visit gave. Actions that name no path are listed with none;
 * an action not listed here is refused, so a new one in a later decap-server cannot slip past the path check.
 */
const PATHS_OF_ACTION: Record<string, (params: JsonRecord, visit: Visit) => JsonRecord> = {
  info: (params) => params,
  getDeployPreview: (params) => params,
  entriesByFolder: (params, visit) => ({ ...params, folder: visit(params.folder) }),
  entriesByFiles: (params, visit) => ({ ...params, files: visitItems(params.files, visit, ["path"]) }),
  getEntry: (params, visit) => ({ ...params, path: visit(params.path) }),
  persistEntry: (params, visit) => ({
    ...params,
    ...(params.entry !== undefined && { entry: visitKeys(params.entry, visit, FILE_KEYS) }),
    ...(params.dataFiles !== undefined && { dataFiles: visitItems(params.dataFiles, visit, FILE_KEYS) }),
    ...(params.assets !== undefined && { assets: visitItems(params.assets, visit, ["path"]) }),
  }),
  getMedia: (params, visit) => ({ ...params, mediaFolder: visit(params.mediaFolder) }),
  getMediaFile: (params, visit) => ({ ...params, path: visit(params.path) }),
  persistMedia: (params, visit) => ({ ...params, asset: visitKeys(params.asset, visit, ["path"]) }),
  deleteFile: (params, visit) => ({ ...params, path: visit(params.path) }),
  deleteFiles: (params, visit) => ({ ...params, paths: Array.isArray(params.paths) ? params.paths.map(visit) : [] }),
};

/** Actions that list a folder: a link inside it could lead the listing out of content/. */
export const LISTING_ACTIONS = new Set(["entriesByFolder", "getMedia"]);

/**
 * A save that renames a file. This editor never sends one (a collection renames only with a `path` template,
 * and ours have none), and decap-server renames after it has answered, where a failure (a name taken by a
 * file or a folder) stopped the backend; it also moves every other file of the folder along.
 */
function renames(action: string, params: JsonRecord): boolean {
  if (action !== "persistEntry") return false;
  const files = [params.entry, ...(Array.isArray(params.dataFiles) ? params.dataFiles : [])];
  return files.some((file) => record(file).newPath !== undefined);
}

export type RequestPaths = { action: string; paths: string[] } | { refusal: string };

/** The action and the paths a request body names, or why it is refused before any file is looked at. */
export function requestPaths(body: Json): RequestPaths {
  const { action, params } = record(body);
  if (typeof action !== "string" || !Object.hasOwn(PATHS_OF_ACTION, action))
    return { refusal: `action ${JSON.stringify(action)} is not one the editor uses` };
  if (renames(action, record(params)))
    return { refusal: "persistEntry renames a file (newPath), which this editor never does" };
  const paths: Json[] = [];
  PATHS_OF_ACTION[action](record(params), (value) => paths.push(value));
  const bad = paths.findIndex((value) => typeof value !== "string" || value.length === 0 || value.includes("\0"));
  if (bad >= 0)
    return { refusal: `${action} names a path that is not a file name: ${JSON.stringify(paths[bad]) ?? "none"}` };
  return { action, paths: paths as string[] };
}

/** The request with every path it names replaced by `respell(path)`; for a request `requestPaths` let pass. */
export function withRequestPaths(body: Json, respell: (requested: string) => string): Json {
  const { action, params } = record(body);
  if (typeof action !== "string" || !Object.hasOwn(PATHS_OF_ACTION, action)) return body;
  return { ...record(body), params: PATHS_OF_ACTION[action](record(params), (value) => respell(value as string)) };
}
