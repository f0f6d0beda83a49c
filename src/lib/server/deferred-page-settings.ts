// Where serve:prod keeps the deferred pages it rendered, and how much room they may take (docs/configuration.md):
// DEFERRED_PAGES_CACHE_DIR (default `.cache/deferred-pages` next to the build's public/ folder; the systemd unit
// gives it /var/cache/dealer-site/pages) and DEFERRED_PAGES_CACHE_MAX_MB (default 512).
import { setting, type Env } from "../settings/setting";
import { cacheFolderSettings, type CacheFolderSettings } from "./cache-folder-settings";

/** The settings for a build's public/ folder; an Error naming the variable when one is not usable. */
export function deferredPageCacheSettings(env: Env, publicDir: string): CacheFolderSettings {
  return cacheFolderSettings(publicDir, {
    dir: ["DEFERRED_PAGES_CACHE_DIR", setting(env, "DEFERRED_PAGES_CACHE_DIR")],
    maxMegabytes: ["DEFERRED_PAGES_CACHE_MAX_MB", setting(env, "DEFERRED_PAGES_CACHE_MAX_MB")],
    defaultFolder: "deferred-pages",
    defaultMegabytes: 512,
  });
}
