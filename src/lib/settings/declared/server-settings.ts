// The production server: read when `npm run serve:prod` starts.
import type { SettingDeclaration } from "../setting-declaration";

export const SERVER_SETTINGS = [
  {
    name: "PORT",
    group: "server",
    default: "`9000`",
    readBy: ["serve:prod"],
    secret: false,
    meaning:
      "port `npm run serve:prod` listens on (`0`: any free port, printed at start); another value stops it at start",
  },
  {
    name: "HOST",
    group: "server",
    default: "`127.0.0.1`",
    readBy: ["serve:prod"],
    secret: false,
    meaning:
      "address it listens on: loopback, for nginx on the same machine; `0.0.0.0` or `::` to listen on the " +
      "network (`npm run serve` sets `localhost`)",
  },
  {
    name: "IMAGE_CACHE_DIR",
    group: "server",
    default: "`.cache/image-service` beside the build's `public/`",
    readBy: ["serve:prod", "build"],
    secret: false,
    meaning:
      "where `npm run serve:prod` (and `gatsby develop`) keeps the photo sizes its image service made, outside " +
      "`public/`; the systemd unit sets `/var/cache/dealer-site/images` ([the image service](deployment.md)). " +
      "Safe to delete: sizes are made again when asked for",
  },
  {
    name: "IMAGE_CACHE_MAX_MB",
    group: "server",
    default: "`2048`",
    readBy: ["serve:prod", "build"],
    secret: false,
    meaning:
      "the most that folder holds, in megabytes (a fraction is fine); past it the sizes used longest ago are " +
      "deleted, down to 90% of it. A 1600 x 1200 photo's sizes take about 250 KB together, so 2 GB hold about " +
      "8,000 photos; a size no longer held is made again on its next request",
  },
  {
    name: "DEFERRED_PAGES_CACHE_DIR",
    group: "server",
    default: "`.cache/deferred-pages` beside the build's `public/`",
    readBy: ["serve:prod"],
    secret: false,
    meaning:
      "where `npm run serve:prod` keeps the deferred vehicle pages it rendered (`VEHICLE_PAGES_AT_BUILD`), outside " +
      "`public/`, in a folder per build; the systemd unit sets `/var/cache/dealer-site/pages`. Safe to delete: a " +
      "page is rendered again on its next request",
  },
  {
    name: "DEFERRED_PAGES_CACHE_MAX_MB",
    group: "server",
    default: "`512`",
    readBy: ["serve:prod"],
    secret: false,
    meaning:
      "the most that folder holds, in megabytes; past it the pages used longest ago are deleted. A vehicle page " +
      "with its page data and their brotli and gzip copies takes about 130 KB, so 512 MB hold about 4,000 of them",
  },
] as const satisfies readonly SettingDeclaration[];
