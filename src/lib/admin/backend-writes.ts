// The files a request to the editor's local backend writes, with their content as sent: uploads (`assets`,
// base64) and entries (`dataFiles`, or the older single `entry`, as text). The backend measures them before
// anything is resolved on disk.

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

/** What `persistMedia` and `persistEntry` write (decap-server writes `entry` when `dataFiles` is absent). */
export function writtenFiles(body: Json): WrittenFile[] {
  const { action, params } = record(body);
  const { asset, assets, dataFiles, entry: single } = record(params);
  if (action === "persistMedia") return asset === undefined ? [] : [upload(asset)];
  if (action !== "persistEntry") return [];
  const entries = dataFiles === undefined ? (single === undefined ? [] : [single]) : list(dataFiles);
  return [...entries.map(entry), ...list(assets).map(upload)];
}
