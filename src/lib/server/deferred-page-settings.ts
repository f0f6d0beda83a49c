// Where serve:prod keeps the deferred pages it rendered, and how much room they may take (docs/configuration.md):
// DEFERRED_PAGES_CACHE_DIR (default `.cache/deferred-pages` next to the build's public/ folder; the systemd unit
// gives it /var/cache/dealer-site/pages) and DEFERRED_PAGES_CACHE_MAX_MB (default 512).
import path from "node:path";
import { setting, type Env } from "../settings/setting";

export interface DeferredPageCacheSettings {
  dir: string;
  maxBytes: number;
}

const DEFAULT_MB = 512;

/** The settings for a build's public/ folder; an Error naming the variable when one is not usable. */
export function deferredPageCacheSettings(env: Env, publicDir: string): DeferredPageCacheSettings {
  const chosen = setting(env, "DEFERRED_PAGES_CACHE_DIR")?.trim();
  const publicRoot = path.resolve(publicDir);
  const dir = chosen ? path.resolve(chosen) : path.join(path.dirname(publicRoot), ".cache", "deferred-pages");
  if (dir === publicRoot || dir.startsWith(`${publicRoot}${path.sep}`))
    throw new Error(`DEFERRED_PAGES_CACHE_DIR must be outside the build's public/ folder, got "${dir}"`);
  const raw = setting(env, "DEFERRED_PAGES_CACHE_MAX_MB")?.trim();
  const megabytes = raw ? Number(raw) : DEFAULT_MB;
  if (!/^\d+(\.\d+)?$/.test(raw ?? "0") || !(megabytes > 0))
    throw new Error(`DEFERRED_PAGES_CACHE_MAX_MB must be a number of megabytes above 0, got "${raw}"`);
  return { dir, maxBytes: Math.round(megabytes * 1024 * 1024) };
}
