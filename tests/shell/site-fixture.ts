// The shipped site settings, parsed, with overrides for flag tests.
import fs from "node:fs";
import { siteSettingsSchema, type SiteFlags, type SiteSettings } from "../../src/lib/content/site-settings-schema";

export const shippedSite: SiteSettings = siteSettingsSchema.parse(
  JSON.parse(fs.readFileSync("content/site.json", "utf8")),
);

export function siteWith(flags: Partial<SiteFlags> = {}, overrides: Partial<SiteSettings> = {}): SiteSettings {
  return { ...shippedSite, ...overrides, flags: { ...shippedSite.flags, ...flags } };
}
