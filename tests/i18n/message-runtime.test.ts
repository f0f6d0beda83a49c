// The site's bundles show messages through src/lib/i18n/message-runtime.ts, not @lingui/core's runtime
// (gatsby/webpack/lingui-runtime.ts). Every message of every catalog, in each language, must read the same
// through both, for every count and choice it may get. Lingui is given each language's Intl locale (`es-US`), whose
// numbers the site writes everywhere ("1,250", as US Spanish does; plain `es` would be Spain's "1250" and "1.000.000").
import { setupI18n as linguiSetup, type Messages } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { intlLocaleOf, LOCALES, type Locale } from "../../src/lib/i18n/locale";
import { setupI18n as siteSetup } from "../../src/lib/i18n/message-runtime";

// Vite's import.meta.glob (its types would be one more dependency for one call).
type Glob = { glob: <T>(pattern: string, options: { eager: true }) => Record<string, T> };
const catalogs = (import.meta as unknown as Glob).glob<{ messages: Messages }>("../../src/locales/*/*.po", {
  eager: true,
});

type Compiled = string | Array<string | [string, string?, Record<string, unknown>?]>;

/** Each placeholder of a compiled message, with the values worth trying for it. */
function placeholders(message: unknown, found = new Map<string, Set<unknown>>()): Map<string, Set<unknown>> {
  if (!Array.isArray(message)) return found;
  for (const token of message as Exclude<Compiled, string>) {
    if (typeof token === "string") continue;
    const [name, type, cases] = token;
    const values = found.get(name) ?? new Set<unknown>(["Ford", 7]);
    if (type === "plural" || type === "selectordinal") [0, 1, 2, 5, 21, 1_000_000, 1.5].forEach((n) => values.add(n));
    if (type === "select") Object.keys(cases ?? {}).forEach((key) => values.add(key));
    found.set(name, values);
    for (const nested of Object.values(cases ?? {})) placeholders(nested, found);
  }
  return found;
}

/** Every combination would be too many: each placeholder takes each of its values once, the others their first. */
function valueSets(message: unknown): Record<string, unknown>[] {
  const found = [...placeholders(message)];
  const base = Object.fromEntries(found.map(([name, values]) => [name, [...values][0]]));
  return [base, ...found.flatMap(([name, values]) => [...values].map((value) => ({ ...base, [name]: value })))];
}

const areas = Object.entries(catalogs).map(([file, module]) => {
  const [, locale, area] = /locales\/(\w+)\/([\w-]+)\.po$/.exec(file) ?? [];
  return { locale, area, messages: module.messages };
});

describe("the site's message runtime", () => {
  it("has every catalog to compare", () => {
    expect(areas.length).toBeGreaterThanOrEqual(30);
    expect(new Set(areas.map(({ locale }) => locale))).toEqual(new Set(LOCALES));
  });

  it.each(areas.map(({ locale, area, messages }) => [`${locale}/${area}`, locale, messages] as const))(
    "reads %s as Lingui does",
    (_name, locale, messages) => {
      const intl = intlLocaleOf(locale as Locale);
      const lingui = linguiSetup({ locale: intl, messages: { [intl]: messages } });
      const site = siteSetup({ locale, messages: { [locale]: messages } });
      let compared = 0;
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) {
          expect(site._(id, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          // A descriptor whose id the catalog lacks shows its own compiled text (English in the bundles).
          const descriptor = { id: `missing-${id}`, message: message as unknown as string, values };
          expect(site._(descriptor)).toBe(lingui._(descriptor));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it("shows a message loaded later, escapes decoded, and the id of a message it has no text for", () => {
    const lingui = linguiSetup({ locale: "es", messages: { es: {} } });
    const site = siteSetup({ locale: "es", messages: { es: {} } });
    const later = { later: ["Caf\\u00e9 para ", ["name"]], other: ["x"] } as unknown as Messages;
    lingui.load("es", later);
    site.load("es", later);
    site.load("en", { later: ["wrong language"] } as unknown as Messages);
    expect(site._("later", { name: "Ana" })).toBe("Café para Ana");
    expect(site._("later", { name: "Ana" })).toBe(lingui._("later", { name: "Ana" }));
    expect(site._("no-such-id")).toBe(lingui._("no-such-id"));
  });

  it("refuses a format the site does not carry, rather than showing it wrong", () => {
    const site = siteSetup({
      locale: "en",
      messages: { en: { price: [["amount", "number", {}]] } as unknown as Messages },
    });
    expect(() => site._("price", { amount: 5 })).toThrow(/not supported/);
  });

  it("writes a whole count of a site language without creating an Intl formatter (ICU data loads on the first)", () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    const rules = vi.spyOn(Intl, "PluralRules");
    try {
      const messages = {
        cars: [["count", "plural", { one: ["#", " auto"], many: ["#", " de autos"], other: ["#", " autos"] }]],
      } as unknown as Messages;
      const site = siteSetup({ locale: "es", messages: { es: messages } });
      expect([1, 1250, 1_000_000].map((count) => site._("cars", { count }))).toEqual([
        "1 auto",
        "1,250 autos",
        "1,000,000 de autos",
      ]);
      expect([made.mock.calls.length, rules.mock.calls.length]).toEqual([0, 0]);
    } finally {
      made.mockRestore();
      rules.mockRestore();
    }
  });
});
