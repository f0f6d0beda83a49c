// Where serve:prod keeps the photo sizes it makes, and how much room they may take (docs/configuration.md):
// IMAGE_CACHE_DIR (default `.cache/image-service` next to the build's public/ folder; the systemd unit gives
// it /var/cache/dealer-site/images) and IMAGE_CACHE_MAX_MB (default 2048).
import { cacheFolderSettings, type CacheFolderSettings } from "../server/cache-folder-settings";
import { setting, type Env } from "../settings/setting";

export type ImageCacheSettings = CacheFolderSettings;

/** The settings for a build's public/ folder; an Error naming the variable when one is not usable. */
export function imageCacheSettings(env: Env, publicDir: string): ImageCacheSettings {
  return cacheFolderSettings(publicDir, {
    dir: ["IMAGE_CACHE_DIR", setting(env, "IMAGE_CACHE_DIR")],
    maxMegabytes: ["IMAGE_CACHE_MAX_MB", setting(env, "IMAGE_CACHE_MAX_MB")],
    defaultFolder: "image-service",
    defaultMegabytes: 2048,
  });
}
