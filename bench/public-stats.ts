// What a build produced: counted from its public/ folder and the content it was built from.
import fs from "node:fs";
import path from "node:path";
import { vehiclePath } from "../src/lib/paths";

export interface PublicStats {
  pages: number;
  htmlFiles: number;
  bytes: number;
  files: number;
}

function walk(dir: string, visit: (file: string, size: number) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else if (entry.isFile()) visit(full, fs.statSync(full).size);
  }
}

export function publicStats(publicDir: string): PublicStats {
  const stats: PublicStats = { pages: 0, htmlFiles: 0, bytes: 0, files: 0 };
  if (!fs.existsSync(publicDir)) return stats;
  const pageDataDir = path.join(publicDir, "page-data");
  walk(publicDir, (file, size) => {
    stats.files += 1;
    stats.bytes += size;
    if (file.endsWith(".html")) stats.htmlFiles += 1;
    if (file.startsWith(pageDataDir + path.sep) && path.basename(file) === "page-data.json") stats.pages += 1;
  });
  return stats;
}

export interface ContentVehicle {
  year: number;
  make: string;
  model: string;
  stockNumber: string;
  status: string;
}

/** The vehicles of a content folder, in file-name order (only the fields routes need; the build validated the rest). */
export function contentVehicles(contentDir: string): ContentVehicle[] {
  const dir = path.join(contentDir, "vehicles");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ContentVehicle);
}

export function htmlFileFor(publicDir: string, route: string): string {
  return path.join(publicDir, ...route.split("/").filter(Boolean), "index.html");
}

export function hasPage(publicDir: string, route: string): boolean {
  return fs.existsSync(htmlFileFor(publicDir, route));
}

export function detailPageCount(publicDir: string, vehicles: readonly ContentVehicle[]): number {
  return vehicles.filter((vehicle) => hasPage(publicDir, vehiclePath(vehicle))).length;
}

/** The first available vehicle whose detail page was built, else any built vehicle page. */
export function firstDetailPath(publicDir: string, vehicles: readonly ContentVehicle[]): string | undefined {
  const ordered = [
    ...vehicles.filter((vehicle) => vehicle.status === "available"),
    ...vehicles.filter((vehicle) => vehicle.status !== "available"),
  ];
  return ordered.map((vehicle) => vehiclePath(vehicle)).find((route) => hasPage(publicDir, route));
}
