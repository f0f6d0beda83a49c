// Where serve:prod keeps the photo sizes it makes, and how much room they may take (docs/configuration.md):
// IMAGE_CACHE_DIR (default `.cache/image-service` next to the build's public/ folder; the systemd unit gives
// it /var/cache/dealer-site/images) and IMAGE_CACHE_MAX_MB (default 2048).
import path from "node:path";
import { setting, type Env } from "../settings/setting";

export interface ImageCacheSettings {
  dir: string;
  maxBytes: number;
}

const DEFAULT_IMAGE_CACHE_MB = 2048;

/** The settings for a build's public/ folder; an Error naming the variable when one is not usable. */
export function imageCacheSettings(env: Env, publicDir: string): ImageCacheSettings {
  const chosen = setting(env, "IMAGE_CACHE_DIR")?.trim();
  const dir = chosen
    ? path.resolve(chosen)
    : path.join(path.dirname(path.resolve(publicDir)), ".cache", "image-service");
  if (dir === path.resolve(publicDir) || dir.startsWith(`${path.resolve(publicDir)}${path.sep}`))
    throw new Error(`IMAGE_CACHE_DIR must be outside the build's public/ folder, got "${dir}"`);
  const raw = setting(env, "IMAGE_CACHE_MAX_MB")?.trim();
  const megabytes = raw ? Number(raw) : DEFAULT_IMAGE_CACHE_MB;
  if (!/^\d+(\.\d+)?$/.test(raw ?? "0") || !(megabytes > 0))
    throw new Error(`IMAGE_CACHE_MAX_MB must be a number of megabytes above 0, got "${raw}"`);
  return { dir, maxBytes: Math.round(megabytes * 1024 * 1024) };
}
