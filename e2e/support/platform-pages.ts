// What the platform tests need to know about the build they run against.
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../../src/lib/content/load-content";

export const PUBLIC_DIR = path.resolve("public");

export function content() {
  return loadContent(path.resolve(process.env.CONTENT_DIR || "content"));
}

/** `<loc>` values of a sitemap. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&"));
}

/** Text of the first <h1> of a built page, e.g. the 404 page's heading. */
export function builtHeading(file: string): string | undefined {
  const full = path.join(PUBLIC_DIR, file);
  if (!fs.existsSync(full)) return undefined;
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(fs.readFileSync(full, "utf8"));
  return match?.[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
