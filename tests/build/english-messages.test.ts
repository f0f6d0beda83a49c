// The English text compiled into each message's descriptor (gatsby/babel/english-messages.cjs) must be what
// the English catalog gives, since the build leaves the English catalogs out (gatsby/webpack/po-catalogs.ts).
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { setupI18n, type MessageDescriptor } from "@lingui/core";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PLUGIN = path.resolve("gatsby/babel/english-messages.cjs");

/** `code` through Lingui's macro (keeping the message, as babel-plugin-macros.config.js asks) and the plugin. */
async function transformed(code: string, options: { dropIds?: boolean } = {}): Promise<string> {
  const result = await transformAsync(code, {
    filename: "example.ts",
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ["typescript"] },
    plugins: [
      ["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }],
      [PLUGIN, options],
    ],
  });
  return result?.code ?? "";
}

/** The descriptors `code` exports as `messages`, after the transform. */
async function descriptorsOf(code: string, options: { dropIds?: boolean } = {}): Promise<MessageDescriptor[]> {
  const body = (await transformed(code, options)).replace(/^import .*$/gm, "").replace("export const", "const");
  return new Function(`${body}; return messages;`)() as MessageDescriptor[];
}

describe("the English messages compiled into their descriptors", () => {
  it("carry the compiled text, the id, and no comment", async () => {
    const [menu, call] = await descriptorsOf(
      'import { msg } from "@lingui/core/macro"; const phone = "1"; export const messages = [msg({ message: "Menu", comment: "the menu button" }), msg`Call us at ${phone}`];',
    );
    expect(menu).toEqual({ id: "zucql+", message: ["Menu"] });
    expect(call).toEqual({ id: "xODC/q", message: ["Call us at ", ["phone"]], values: { phone: "1" } });
  });

  it("lose their ids in a build without other languages", async () => {
    const [menu] = await descriptorsOf(
      'import { msg } from "@lingui/core/macro"; export const messages = [msg`Menu`];',
      {
        dropIds: true,
      },
    );
    expect(menu).toEqual({ message: ["Menu"] });
  });

  it("are the plain text itself where shown at once, in a build without other languages", async () => {
    const source =
      'import { msg } from "@lingui/core/macro"; const phone = "1"; export const shown = [i18n._(msg`Menu`), i18n._(msg`Call us at ${phone}`)];';
    const english = await transformed(source, { dropIds: true });
    expect(english).toContain('shown = ["Menu", i18n._(');
    expect(english).not.toContain('message: ["Menu"]');
    expect(english).toMatch(/message: \["Call us at ", \["phone"\]\]/);
    const bilingual = await transformed(source);
    expect(bilingual).toMatch(/id: "zucql\+",\s*message: \["Menu"\]/);
  });

  it("leave other objects with an id and a message alone", async () => {
    const code = await transformed('export const error = { id: "email", message: "Enter your email" };');
    expect(code).toContain('message: "Enter your email"');
    expect(code).toContain('id: "email"');
  });

  it("show as the English catalog's messages would, plurals included", async () => {
    const [saved] = await descriptorsOf(
      'import { msg, plural } from "@lingui/core/macro"; const count = 2; export const messages = [msg`${plural(count, { one: "# car", other: "# cars" })} saved`];',
      { dropIds: true },
    );
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    expect(i18n._(saved)).toBe("2 cars saved");
    expect(i18n._({ ...saved, values: { count: 1 } })).toBe("1 car saved");
  });
});

describe("every English catalog", () => {
  it("compiles each message as the plugin compiles its text", async () => {
    const config = getConfig({ cwd: process.cwd() });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThanOrEqual(8);
    for (const catalog of catalogs) {
      const { messages } = await catalog.getTranslations("en", {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale: config.sourceLocale ?? "en",
      });
      const { source } = createCompiledCatalog("en", messages, { strict: false, namespace: "json" });
      const compiled = (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
      const sources = await catalog.read("en");
      for (const [id, entry] of Object.entries(sources ?? {})) {
        if (entry.obsolete) continue;
        const context = entry.context ? `, context: ${JSON.stringify(entry.context)}` : "";
        const code = `import { msg } from "@lingui/core/macro"; export const messages = [msg({ message: ${JSON.stringify(entry.message ?? id)}${context} })];`;
        const [descriptor] = await descriptorsOf(code);
        expect(descriptor.id, `${catalog.path}: ${id}`).toBe(id);
        expect(descriptor.message, `${catalog.path}: ${id}`).toEqual(compiled[id]);
      }
    }
  });
});
