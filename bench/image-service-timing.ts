// serve:prod's image service on a finished build: the sizes the first vehicle pages link to for their photos
// (three slide widths and a thumbnail in WebP, a slide in JPEG), each asked for once with an empty disk cache
// (the size is made) and once more (from the cache), one request at a time, on localhost. Times are the
// client's, from the request to the last byte. A size the build made (a first photo's preloaded slides, answered
// `Server-Timing: built`) is left out: it times neither a resize nor the cache.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { serveBuild } from "./serve";
import type { ServiceSample } from "./photos-report";

/** The sizes timed, by their srcset candidate: the `<source>` (WebP) or `<img>` (JPEG) of a slide or thumbnail. */
const KINDS: Array<{ kind: string; width: number; format: "webp" | "jpg"; thumb: boolean }> = [
  { kind: "480w WebP slide", width: 480, format: "webp", thumb: false },
  { kind: "800w WebP slide", width: 800, format: "webp", thumb: false },
  { kind: "1200w WebP slide", width: 1200, format: "webp", thumb: false },
  { kind: "800w JPEG slide", width: 800, format: "jpg", thumb: false },
  { kind: "96w WebP thumbnail", width: 96, format: "webp", thumb: true },
];

/** The URLs of each kind for the photos of the first vehicle pages of a build, photo by photo, up to `photos`. */
export function serviceUrls(publicDir: string, photos: number): Array<{ kind: string; url: string }> {
  const vehiclesDir = path.join(publicDir, "vehicles");
  const pages = fs
    .readdirSync(vehiclesDir)
    .filter((name) => fs.existsSync(path.join(vehiclesDir, name, "index.html")))
    .sort();
  const byPhoto = new Map<string, Map<string, string>>();
  for (const page of pages) {
    if (byPhoto.size >= photos) break;
    const html = fs.readFileSync(path.join(vehiclesDir, page, "index.html"), "utf8").replace(/&amp;/g, "&");
    for (const [, srcSet] of html.matchAll(/srcSet="([^"]+)"/g)) {
      const candidates = srcSet.split(/,\s*(?=\/)/).map((candidate) => candidate.trim().split(/\s+/));
      const photo = /^\/_gatsby\/image\/([0-9a-f]{32})\//.exec(candidates[0]?.[0] ?? "")?.[1];
      if (!photo || (!byPhoto.has(photo) && byPhoto.size >= photos)) continue;
      const urls = byPhoto.get(photo) ?? new Map<string, string>();
      byPhoto.set(photo, urls);
      const thumb = candidates.some(([, width]) => width === "96w");
      for (const { kind, width, format } of KINDS.filter((k) => k.thumb === thumb)) {
        const url = candidates.find(([candidate, w]) => w === `${width}w` && candidate.includes(`.${format}?`))?.[0];
        if (url) urls.set(url, kind);
      }
    }
  }
  return [...byPhoto.values()].flatMap((urls) => [...urls].map(([url, kind]) => ({ kind, url })));
}

/** The time to the last byte, and how the service answered (`Server-Timing`: built, resized, cached). */
function timedGet(agent: http.Agent, url: string): Promise<{ ms: number; outcome: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (response) => {
        response.on("data", () => undefined);
        const outcome = String(response.headers["server-timing"] ?? "").split(";")[0];
        response.on("end", () =>
          response.statusCode === 200
            ? resolve({ ms: performance.now() - started, outcome })
            : reject(new Error(`${url}: answered ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

export async function timeImageService(
  treeDir: string,
  port: number,
  photos: number,
  log: (line: string) => void,
): Promise<{ photos: number; samples: ServiceSample[] }> {
  fs.rmSync(path.join(treeDir, ".cache", "image-service"), { recursive: true, force: true });
  const urls = serviceUrls(path.join(treeDir, "public"), photos);
  const server = await serveBuild(treeDir, port, path.join(treeDir, "bench-image-service.log"));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples = new Map<string, ServiceSample>();
  try {
    for (const pass of ["firstMs", "cachedMs"] as const) {
      log(
        `image service: ${urls.length} sizes of ${photos} photos, ${pass === "firstMs" ? "first answers" : "from the cache"}`,
      );
      for (const { kind, url } of urls) {
        const answer = await timedGet(agent, `${server.origin}${url}`);
        if (answer.outcome === "built") continue;
        const sample = samples.get(kind) ?? { kind, firstMs: [], cachedMs: [] };
        samples.set(kind, sample);
        sample[pass].push(answer.ms);
      }
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  return { photos, samples: [...samples.values()] };
}
