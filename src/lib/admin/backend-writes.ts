// The files a request to the editor's local backend writes, with their content as sent: uploads (`assets`,
// base64) and entries (`dataFiles`, or the older single `entry`, as text), and the files it deletes. The
// backend measures them before anything is resolved on disk, and writes them itself (decap-server never sees a
// request that writes), so it checks their shape as decap-server's own schema did.

export interface WrittenFile {
  /** "upload": a file from the media library or a photo field; "entry": a content file Decap formatted. */
  kind: "upload" | "entry";
  /** The path as the request names it. */
  path: string;
  content: string;
  encoding: "base64" | "utf8";
}

type Json = unknown;
const record = (value: Json): Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, Json>) : {};
const list = (value: Json): Json[] => (Array.isArray(value) ? value : []);

const upload = (asset: Json): WrittenFile => {
  const { path, content, encoding } = record(asset);
  return {
    kind: "upload",
    path: String(path),
    content: typeof content === "string" ? content : "",
    encoding: encoding === "base64" ? "base64" : "utf8",
  };
};

const entry = (dataFile: Json): WrittenFile => {
  const { path, raw } = record(dataFile);
  return { kind: "entry", path: String(path), content: typeof raw === "string" ? raw : "", encoding: "utf8" };
};

/** The actions that write or delete files: the backend performs them itself. */
export const WRITE_ACTIONS: ReadonlySet<string> = new Set([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
]);

const isUpload = (asset: Json) => {
  const { path, content, encoding } = record(asset);
  return typeof path === "string" && typeof content === "string" && encoding === "base64";
};
const isDataFile = (dataFile: Json) => {
  const { path, raw } = record(dataFile);
  return typeof path === "string" && typeof raw === "string";
};

/** Why a writing request is not one decap-server's schema took (for a 422), or undefined. */
export function writeShapeProblem(body: Json): string | undefined {
  const { action, params } = record(body);
  const { asset, assets, dataFiles, entry: single } = record(params);
  if (action === "persistMedia" && !isUpload(asset))
    return "persistMedia needs an asset with a path and base64 content";
  if (action !== "persistEntry") return undefined;
  const entries = dataFiles === undefined ? [single] : dataFiles;
  if (!Array.isArray(entries) || entries.length === 0 || !entries.every(isDataFile))
    return "persistEntry needs its files (dataFiles or entry), each with a path and raw text";
  if (!Array.isArray(assets) || !assets.every(isUpload))
    return "persistEntry needs a list of assets, each with a path and base64 content";
  return undefined;
}

/** The files `deleteFile` and `deleteFiles` delete. */
export function deletedPaths(body: Json): string[] {
  const { action, params } = record(body);
  const { path, paths } = record(params);
  if (action === "deleteFile") return typeof path === "string" ? [path] : [];
  if (action !== "deleteFiles") return [];
  return list(paths).filter((each): each is string => typeof each === "string");
}

/** What `persistMedia` and `persistEntry` write (decap-server writes `entry` when `dataFiles` is absent). */
export function writtenFiles(body: Json): WrittenFile[] {
  const { action, params } = record(body);
  const { asset, assets, dataFiles, entry: single } = record(params);
  if (action === "persistMedia") return asset === undefined ? [] : [upload(asset)];
  if (action !== "persistEntry") return [];
  const entries = dataFiles === undefined ? (single === undefined ? [] : [single]) : list(dataFiles);
  return [...entries.map(entry), ...list(assets).map(upload)];
}
