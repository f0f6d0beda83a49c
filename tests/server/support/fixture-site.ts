// A small built site, as `gatsby build` lays out public/: pages as folder/index.html (the inventory's over the
// size that gets precompressed twins), a 404 page, page data, a content-hashed script with a brotli twin, the content editor's page, a file whose name needs escaping,
// and the host files _headers (in the build's format) and _redirects.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const HASHED_JS = "/app-abc123.js";
export const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});\n`;

export const HEADERS_FILE = `# Security headers on every response
/*
  Content-Security-Policy: frame-ancestors 'self'; object-src 'none'
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: SAMEORIGIN
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), geolocation=()

# Content-hashed files: cache for a year
${HASHED_JS}
  Cache-Control: public, max-age=31536000, immutable

/static/*
  Cache-Control: public, max-age=31536000, immutable

/page-data/*
  Cache-Control: public, max-age=0, must-revalidate

/contact/*
  X-Robots-Tag: noarchive
  Content-Length: 1

/contact/index.html
  X-Robots-Tag: nosnippet

# The content editor: no framing at all, not for search engines
/admin/*
  Content-Security-Policy: frame-ancestors 'none'
  X-Robots-Tag: noindex, nofollow
`;

export const REDIRECTS_FILE = "/old-inventory/ /inventory/ 301\n";

const page = (title: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>\n`;

/** A page of a few kilobytes, as a list page is: what the build gives precompressed twins. */
export const INVENTORY_PAGE = page(
  "Inventory",
  Array.from({ length: 40 }, (_, i) => `<article><h2>2019 Honda Civic EX ${i}</h2><p>31,000 miles</p></article>`).join(
    "",
  ),
);

/** Writes the site into a new temporary folder and returns its public/ folder. */
export function makeFixtureSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-prod-site-"));
  const publicDir = path.join(root, "public");
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  write("index.html", page("Home"));
  write("contact/index.html", page("Contact us"));
  write("inventory/index.html", INVENTORY_PAGE);
  write("404.html", page("Page not found"));
  write("es/404.html", page("Página no encontrada"));
  write("page-data/index/page-data.json", JSON.stringify({ path: "/", result: {} }));
  write(HASHED_JS.slice(1), SCRIPT);
  write(`${HASHED_JS.slice(1)}.br`, brotliCompressSync(SCRIPT));
  write(`${HASHED_JS.slice(1)}.gz`, gzipSync(SCRIPT));
  write("static/photo.txt", "not really a photo\n");
  write("static/two words.txt", "a file name with a space\n");
  write("admin/index.html", page("Content editor"));
  write("_headers", HEADERS_FILE);
  write("_redirects", REDIRECTS_FILE);
  return publicDir;
}

export function removeFixtureSite(publicDir: string): void {
  fs.rmSync(path.dirname(publicDir), { recursive: true, force: true });
}
