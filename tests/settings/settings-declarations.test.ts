// What every declaration in src/lib/settings/ must hold, whatever reads it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeSettingOf } from "../../src/lib/leads/lead-lots";
import { COMMANDS } from "../../src/lib/settings/setting-declaration";
import { SETTING_GROUPS } from "../../src/lib/settings/setting-groups";
import { SETTINGS } from "../../src/lib/settings/settings";

const root = path.resolve(__dirname, "../..");
const names = SETTINGS.map(({ name }) => name);

describe("the declarations", () => {
  it("name each variable once", () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("give a family (a name with a <PART>) the pattern of its names, and no other declaration one", () => {
    for (const declaration of SETTINGS) {
      const pattern = "pattern" in declaration ? declaration.pattern : undefined;
      expect(pattern !== undefined, declaration.name).toBe(/<[A-Z]+>/.test(declaration.name));
    }
    const lots = SETTINGS.find(({ name }) => name === "LEAD_TO_<LOT>");
    expect(lots && "pattern" in lots && lots.pattern.test(routeSettingOf("elk-grove"))).toBe(true);
  });

  it("never mark a GATSBY_* variable secret, and let only GATSBY_* ones reach the browser", () => {
    const gatsby = SETTINGS.filter(({ name }) => name.startsWith("GATSBY_"));
    expect(gatsby.filter(({ secret }) => secret).map(({ name }) => name)).toEqual([]);
    const browser = SETTINGS.filter(({ readBy }) => (readBy as readonly string[]).includes("browser"));
    expect(browser.filter(({ name }) => !name.startsWith("GATSBY_")).map(({ name }) => name)).toEqual([]);
  });

  it("name commands that package.json has", () => {
    const scripts = Object.keys(
      (
        JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    expect(COMMANDS.filter((command) => !scripts.includes(command))).toEqual([]);
  });

  it("each belong to a group of the page, and every group has some", () => {
    const groups = SETTING_GROUPS.map(({ group }) => group);
    expect(SETTINGS.filter(({ group }) => !groups.includes(group)).map(({ name }) => name)).toEqual([]);
    expect(groups.filter((group) => !SETTINGS.some((declaration) => declaration.group === group))).toEqual([]);
  });

  it("say what each variable does in one paragraph, with a default", () => {
    for (const { name, meaning, default: fallback } of SETTINGS) {
      expect(meaning.trim(), name).not.toBe("");
      expect(meaning, name).not.toMatch(/\n\s*\n/);
      expect(fallback.trim(), name).not.toBe("");
    }
  });
});
