// A minimal static host for tests: serves a build folder the way Netlify or Cloudflare Pages would (folder
// index files, 404.html for unknown paths, the headers of public/_headers), and lets a test swap files in
// to play a redeploy without touching the build.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { headersForPath, parseHeadersFile } from "../../src/lib/seo/headers-file";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export interface StaticHost {
  url: string;
  /** Replaces a file (path from the site root, e.g. `/sw.js`) with new content, as a redeploy would. */
  deploy(urlPath: string, content: string): void;
  close(): Promise<void>;
}

export async function startStaticHost(rootDir: string): Promise<StaticHost> {
  const deployed = new Map<string, string>();
  const rules = parseHeadersFile(fs.readFileSync(path.join(rootDir, "_headers"), "utf8"));

  const read = (urlPath: string): { body: Buffer | string; file: string } | undefined => {
    const candidates = urlPath.endsWith("/") ? [`${urlPath}index.html`] : [urlPath];
    for (const candidate of candidates) {
      if (deployed.has(candidate)) return { body: deployed.get(candidate)!, file: candidate };
      const file = path.join(rootDir, candidate);
      if (file.startsWith(rootDir) && fs.existsSync(file) && fs.statSync(file).isFile())
        return { body: fs.readFileSync(file), file: candidate };
    }
    return undefined;
  };

  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    if (!urlPath.endsWith("/") && !path.extname(urlPath) && fs.existsSync(path.join(rootDir, urlPath, "index.html"))) {
      response.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    const found = read(urlPath);
    const served = found ?? read("/404.html");
    const headers: Record<string, string> = {
      "Content-Type": served
        ? (TYPES[path.extname(served.file)] ?? "application/octet-stream")
        : "text/html; charset=utf-8",
    };
    for (const [name, values] of headersForPath(rules, urlPath)) headers[name] = values.join(", ");
    response.writeHead(found ? 200 : 404, headers).end(served?.body ?? "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    deploy: (urlPath, content) => deployed.set(urlPath, content),
    // The browser keeps its connections open: close them too, or close() waits for the page to let go.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
