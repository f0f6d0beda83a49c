import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../../src/lib/content/content-error";
import { formatIssues } from "../../src/lib/content/format-issues";
import { siteSettingsSchema, type SiteSettings } from "../../src/lib/content/site-settings-schema";
import { contentDir } from "./content-dir";

/**
 * content/site.json for gatsby-config (read before any node exists, e.g. for the web manifest).
 * A broken file throws the same file/field/rule messages as the content build step.
 */
export function siteSettingsForConfig(dir = contentDir()): SiteSettings {
  const file = path.join(dir, "site.json");
  const shown = path.relative(process.cwd(), file) || file;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError([`${shown}: (file): cannot be read as JSON (${(error as Error).message})`]);
  }
  const result = siteSettingsSchema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(shown, result.error.issues));
  return result.data;
}
