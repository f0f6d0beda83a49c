// Reading and writing the build output in public/.
import fs from "node:fs";
import path from "node:path";

export const PUBLIC_DIR = path.resolve("public");

export function publicPath(...segments: string[]): string {
  return path.join(PUBLIC_DIR, ...segments);
}

export function writePublicFile(relativePath: string, content: string): void {
  const file = publicPath(relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Every built HTML page under public/, relative paths with forward slashes (slice fragments excluded). */
export function builtHtmlFiles(dir = PUBLIC_DIR, prefix = ""): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      // admin/ is the content editor, with its own Content-Security-Policy (gatsby/editor/admin-editor.ts).
      if (["_gatsby", "page-data", "slice-data", "static", "~partytown", "admin"].includes(relative)) continue;
      files.push(...builtHtmlFiles(path.join(dir, entry.name), relative));
    } else if (entry.name.endsWith(".html")) {
      files.push(relative);
    }
  }
  return files;
}

/** `contact/index.html` -> `/contact/`, `404.html` -> `/404.html`. */
export function htmlFileToPagePath(relative: string): string {
  return `/${relative.replace(/(^|\/)index\.html$/, "$1")}`;
}
