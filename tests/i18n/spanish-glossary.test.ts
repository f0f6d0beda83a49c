// Every Spanish text the site shows, held to its one glossary (src/lib/i18n/spanish-glossary.ts): the Spanish
// catalogs, the vocabularies' Spanish labels, the bilingual tables of the lead path, the Buyers Guide's Spanish and
// the staff-written Spanish in content/. A word the glossary rules out ("coche", "camioneta", "autos nuevos",
// "financiación" ...) or a term of it spelled another way fails, naming the text; so does a glossary that
// contradicts itself, and a docs/spanish-glossary.md that is not the data's readable view.
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import fs from "node:fs";
import path from "node:path";
import { buyersGuideText } from "../../src/lib/inventory/buyers-guide-text";
import { glossaryMarkdown } from "../../src/lib/i18n/glossary-markdown";
import {
  glossaryProblems,
  ruledOutFindings,
  secondSpellings,
  type Finding,
  type SpanishText,
} from "../../src/lib/i18n/glossary-check";
import { GLOSSARY } from "../../src/lib/i18n/spanish-glossary";
import { RESPONSE_MESSAGES } from "../../src/lib/leads/delivery/request/response-messages";
import { FIELD_MESSAGES } from "../../src/lib/forms/field-messages";
import { sideBySide } from "../../src/lib/i18n/text-catalog";

const config = getConfig({ cwd: path.resolve("."), configPath: path.resolve("lingui.config.ts") });

/** Every string in a value (a text table, a content file), with where it is. */
function stringsOf(value: unknown, where: string, keep: (key: string) => boolean = () => true): SpanishText[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`, keep));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      typeof item === "string" && !keep(key) ? [] : stringsOf(item, `${where}.${key}`, keep),
    );
  return [];
}

async function catalogTexts(): Promise<SpanishText[]> {
  const texts: SpanishText[] = [];
  for (const catalog of await getCatalogs(config)) {
    const name = path.basename(catalog.path);
    for (const [id, entry] of Object.entries((await catalog.read("es")) ?? {}))
      texts.push({ where: `src/locales/es/${name}.po: "${entry.message ?? id}"`, text: entry.translation ?? "" });
  }
  return texts;
}

const labelModules = (dir: string): string[] =>
  fs
    .readdirSync(dir, { encoding: "utf8" })
    .filter((file) => file.endsWith("-labels.ts"))
    .map((file) => path.join(dir, file));

async function vocabularyTexts(): Promise<SpanishText[]> {
  const texts: SpanishText[] = [];
  for (const file of labelModules("src/locales/es")) {
    const module = (await import(path.resolve(file))) as { default: unknown };
    texts.push(...stringsOf(module.default, file));
  }
  return texts;
}

/**
 * What staff wrote in Spanish: every text's `es` of the site settings, testimonials and vehicles, and the
 * warranty's required `nameEs` (a `…Es` twin of a file in the old form counts too).
 */
function contentTexts(): SpanishText[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  const isSpanish = (key: string) => key === "es" || key.endsWith("Es");
  const vehicles = fs
    .readdirSync("content/vehicles")
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => stringsOf(read(path.join("content/vehicles", name)), `content/vehicles/${name}`, isSpanish));
  return [
    ...stringsOf(read("content/site.json"), "content/site.json", isSpanish),
    ...stringsOf(read("content/testimonials.json"), "content/testimonials.json", isSpanish),
    ...vehicles,
  ];
}

function tableTexts(): SpanishText[] {
  const { spanishGuideNotice: _englishFormOnly, ...spanishGuide } = buyersGuideText("es");
  return [
    ...Object.entries({ ...sideBySide(FIELD_MESSAGES), ...sideBySide(RESPONSE_MESSAGES) }).map(([key, text]) => ({
      where: `lead messages: ${key}`,
      text: text.es,
    })),
    ...stringsOf(
      { ...spanishGuide, dealer: { ...spanishGuide.dealer, percentages: spanishGuide.dealer.percentages(50, 100) } },
      "buyersGuideText(es)",
    ),
  ];
}

let texts: Promise<SpanishText[]> | undefined;
const allSpanish = () =>
  (texts ??= Promise.all([catalogTexts(), vocabularyTexts()]).then(([catalogs, vocabularies]) => [
    ...catalogs,
    ...vocabularies,
    ...contentTexts(),
    ...tableTexts(),
  ]));

const report = (findings: Finding[]) => findings.map(({ where, found, why }) => `${where}: "${found}" (${why})`);

describe("the Spanish glossary", () => {
  it("contradicts itself nowhere: each English term once, each Spanish term spelled one way, none ruled out", () => {
    expect(glossaryProblems()).toEqual([]);
  });

  it("reads the site's Spanish: catalogs, vocabularies, lead messages, the Buyers Guide and content", async () => {
    const where = (await allSpanish()).map((text) => text.where);
    for (const source of [
      "src/locales/es/shell.po",
      "src/locales/es/vehicle-field-labels.ts",
      "content/site.json.tagline.es",
      "content/testimonials.json[0].text.es",
      "content/vehicles/",
      "lead messages",
      "buyersGuideText(es)",
    ])
      expect(
        where.some((each) => each.startsWith(source)),
        source,
      ).toBe(true);
    expect((await allSpanish()).length).toBeGreaterThan(600);
  });

  it("finds no word it rules out in any Spanish text the site shows", async () => {
    expect(report(ruledOutFindings(await allSpanish()))).toEqual([]);
  });

  it("finds none of its terms spelled another way", async () => {
    expect(report(secondSpellings(await allSpanish()))).toEqual([]);
  });

  it("finds each phrase it asks for where it asks for it (the VIN spelled out on the vehicle page)", async () => {
    for (const { english, mustAppear } of GLOSSARY) {
      if (!mustAppear) continue;
      const texts = (await allSpanish()).filter((text) => text.where.startsWith(mustAppear.in));
      expect(texts.map((text) => text.text).join("\n"), english).toContain(mustAppear.text);
    }
  });

  it("is shown, word for word, by docs/spanish-glossary.md (npm run i18n:glossary writes it)", () => {
    expect(fs.readFileSync("docs/spanish-glossary.md", "utf8")).toBe(glossaryMarkdown());
  });
});

describe("the glossary's checks", () => {
  const sample = (text: string): SpanishText[] => [{ where: "sample", text }];

  it("find a ruled-out word as a whole word, in any case, and leave a longer word alone", () => {
    expect(report(ruledOutFindings(sample("Vea los Autos nuevos del lote.")))).toEqual([
      'sample: "Autos nuevos" (reads as new cars, not used ones)',
    ]);
    expect(ruledOutFindings(sample("Su camioneta"))).toHaveLength(1);
    expect(ruledOutFindings(sample("Cocheras y carrocería"))).toEqual([]);
    expect(ruledOutFindings(sample("Correo electrónico: {email}"))).toEqual([]);
  });

  it("find a term spelled another way, and not the term as the glossary writes it", () => {
    expect(report(secondSpellings(sample("Su pre-aprobación y su Diesel")))).toEqual([
      'sample: "pre-aprobación" (the glossary writes "preaprobación")',
      'sample: "Diesel" (the glossary writes "diésel")',
    ]);
    expect(secondSpellings(sample("Solicite su preaprobación; motor diésel"))).toEqual([]);
    expect(secondSpellings(sample("pre aprobación"))).toHaveLength(1);
  });

  it("find a glossary that spells a term two ways or uses a word it rules out", () => {
    expect(
      glossaryProblems([
        { english: "a", spanish: ["preaprobación"], note: "" },
        {
          english: "b",
          spanish: ["pre-aprobación", "autos nuevos"],
          note: "",
          ruledOut: [{ words: "autos nuevos", why: "x" }],
        },
      ]),
    ).toEqual([
      '"pre-aprobación" and "preaprobación" are one term spelled two ways',
      'b: uses "autos nuevos", which it rules out (x)',
    ]);
  });
});
