// A server cache's folder and size from its two settings (the image service's photo sizes, the deferred pages):
// the folder outside the build's public/ (default `.cache/<name>` beside it), the size a number of megabytes above
// 0. An Error names the variable when one is not usable.
import path from "node:path";

export interface CacheFolderSettings {
  dir: string;
  maxBytes: number;
}

/** Each setting's name (for the messages) and value as read (the callers read them, so each read names its setting). */
export interface CacheFolderInputs {
  dir: [name: string, value: string | undefined];
  maxMegabytes: [name: string, value: string | undefined];
  /** The folder under `.cache/` beside public/ when the variable is not set. */
  defaultFolder: string;
  defaultMegabytes: number;
}

export function cacheFolderSettings(publicDir: string, inputs: CacheFolderInputs): CacheFolderSettings {
  const [dirSetting, dirValue] = inputs.dir;
  const [maxSetting, maxValue] = inputs.maxMegabytes;
  const chosen = dirValue?.trim();
  const publicRoot = path.resolve(publicDir);
  const dir = chosen ? path.resolve(chosen) : path.join(path.dirname(publicRoot), ".cache", inputs.defaultFolder);
  if (dir === publicRoot || dir.startsWith(`${publicRoot}${path.sep}`))
    throw new Error(`${dirSetting} must be outside the build's public/ folder, got "${dir}"`);
  const raw = maxValue?.trim();
  const megabytes = raw ? Number(raw) : inputs.defaultMegabytes;
  if (!/^\d+(\.\d+)?$/.test(raw ?? "0") || !(megabytes > 0))
    throw new Error(`${maxSetting} must be a number of megabytes above 0, got "${raw}"`);
  return { dir, maxBytes: Math.round(megabytes * 1024 * 1024) };
}
