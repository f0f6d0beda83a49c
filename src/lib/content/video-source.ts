// A vehicle's walk-around video (the `video` field of a vehicle file): a YouTube or Vimeo link, or an .mp4 file
// in content/vehicles/photos/. Zod-free: the schema judges values with `videoSourceOf`, the build turns them into
// the player addresses the vehicle page, its JSON-LD and the page's Content-Security-Policy use.

export type VideoHost = "youtube" | "vimeo";

export type VideoSource =
  | {
      kind: "hosted";
      host: VideoHost;
      /** The page a shopper can watch it on (the link beside the poster, which works without the player). */
      watchUrl: string;
      /** The player's address (JSON-LD `embedUrl`); the page loads `playerUrl(...)` of it on play. */
      embedUrl: string;
    }
  | { kind: "file"; file: string };

/** Where the players live: the page's Content-Security-Policy allows these frames. */
const VIDEO_FRAME_ORIGINS: Record<VideoHost, string> = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
};

export const VIDEO_HOST_NAMES: Record<VideoHost, string> = { youtube: "YouTube", vimeo: "Vimeo" };

export const VIDEO_RULE =
  "expected a YouTube (https://www.youtube.com/watch?v=..., https://youtu.be/...) or Vimeo (https://vimeo.com/...) link, or an .mp4 file name in content/vehicles/photos";

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{4,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const MP4_FILE = /^[\w-][\w.-]*\.mp4$/i;

function youtube(id: string | null | undefined): VideoSource | undefined {
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  return {
    kind: "hosted",
    host: "youtube",
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `${VIDEO_FRAME_ORIGINS.youtube}/embed/${id}`,
  };
}

function vimeo(id: string | undefined, hash: string | null | undefined): VideoSource | undefined {
  if (!id || !VIMEO_ID.test(id) || (hash && !VIMEO_HASH.test(hash))) return undefined;
  return {
    kind: "hosted",
    host: "vimeo",
    watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ""}`,
    embedUrl: `${VIDEO_FRAME_ORIGINS.vimeo}/video/${id}${hash ? `?h=${hash}` : ""}`,
  };
}

/** The video a `video` value names, or undefined when it is none of the accepted forms (VIDEO_RULE). */
export function videoSourceOf(value: string): VideoSource | undefined {
  const text = value.trim();
  if (MP4_FILE.test(text)) return { kind: "file", file: text };
  if (!text.startsWith("https://")) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.port) return undefined;
  const parts = url.pathname.split("/").filter(Boolean);
  switch (url.hostname) {
    case "youtube.com":
    case "www.youtube.com":
    case "m.youtube.com":
      if (url.pathname === "/watch") return youtube(url.searchParams.get("v"));
      if (parts.length === 2 && (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live"))
        return youtube(parts[1]);
      return undefined;
    case "youtu.be":
      return parts.length === 1 ? youtube(parts[0]) : undefined;
    case "vimeo.com":
    case "www.vimeo.com":
      return parts.length <= 2 ? vimeo(parts[0], parts[1] ?? url.searchParams.get("h")) : undefined;
    case "player.vimeo.com":
      return parts.length === 2 && parts[0] === "video" ? vimeo(parts[1], url.searchParams.get("h")) : undefined;
    default:
      return undefined;
  }
}

// Pressing play starts it (one press, not two); YouTube keeps to the channel's own videos at the end, Vimeo
// is asked not to track the shopper.
const PLAY_PARAMS: Record<VideoHost, Record<string, string>> = {
  youtube: { autoplay: "1", rel: "0" },
  vimeo: { autoplay: "1", dnt: "1" },
};

/** The address the page's player frame loads once the shopper presses play. */
export function playerUrl(video: { host: VideoHost; embedUrl: string }): string {
  const url = new URL(video.embedUrl);
  for (const [key, value] of Object.entries(PLAY_PARAMS[video.host])) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The player origins the site's pages must allow as frames (Content-Security-Policy frame-src), from the hosts
 * of every vehicle's video. Site-wide, not per page: a page reached by in-app navigation keeps the policy of
 * the page the visit opened on.
 */
export function videoFrameOrigins(hosts: readonly (string | null | undefined)[]): string[] {
  const known = new Set(hosts.filter((host): host is VideoHost => host === "youtube" || host === "vimeo"));
  return [...known].sort().map((host) => VIDEO_FRAME_ORIGINS[host]);
}
