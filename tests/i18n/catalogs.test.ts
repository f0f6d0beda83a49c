import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import path from "node:path";
import { LOCALES } from "../../src/lib/i18n/locale";

// The catalogs as Lingui's own CLI reads them: every message the source uses is in every catalog (someone
// forgot `npm run i18n:extract` otherwise), and every Spanish message is translated. The build's loader
// also refuses an untranslated message; this names them all at once, before a build.
const config = getConfig({ cwd: path.resolve("."), configPath: path.resolve("lingui.config.ts") });

describe("message catalogs", () => {
  it("declares exactly the site's languages, English as the source", () => {
    expect(config.locales).toEqual([...LOCALES]);
    expect(config.sourceLocale).toBe("en");
  });

  it("hold every message the source uses, each translated into Spanish", async () => {
    const problems: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const used = await catalog.collect();
      if (!used) throw new Error(`${catalog.path}: the source could not be read`);
      for (const locale of LOCALES) {
        const stored = (await catalog.read(locale)) ?? {};
        for (const [id, message] of Object.entries(used)) {
          const entry = stored[id];
          const where = `${catalog.path.replace("{locale}", locale)}.po`;
          if (!entry) problems.push(`${where}: missing "${message.message ?? id}" (run npm run i18n:extract)`);
          else if (locale !== config.sourceLocale && !entry.translation?.trim())
            problems.push(`${where}: "${message.message ?? id}" is not translated`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("give a message shared by two areas one translation (a page's areas share one Lingui instance)", async () => {
    const seen = new Map<string, { translation: string; where: string }>();
    const problems: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      for (const locale of LOCALES) {
        const where = `${catalog.path.replace("{locale}", locale)}.po`;
        for (const [id, entry] of Object.entries((await catalog.read(locale)) ?? {})) {
          const key = `${locale}:${id}`;
          const translation = entry.translation ?? "";
          const first = seen.get(key);
          if (!first) seen.set(key, { translation, where });
          else if (first.translation !== translation)
            problems.push(
              `"${entry.message ?? id}": "${first.translation}" in ${first.where}, "${translation}" in ${where}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
