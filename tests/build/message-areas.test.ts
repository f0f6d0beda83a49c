import { describe, expect, it } from "vitest";
import { areaOfFile, importSpecifiers, pageTranslations, textTablesNamed } from "../../src/lib/build/message-areas";

describe("importSpecifiers", () => {
  it("finds static, side-effect, re-export and dynamic imports and requires, not type-only ones", () => {
    const source = [
      `import React from "react";`,
      `import { a,\n  b } from "./a";`,
      `import type { T } from "./types";`,
      `import "./side-effect";`,
      `export { c } from "./c";`,
      `export * from "./d";`,
      `export type { U } from "./u";`,
      `const Panel = lazy(() => import("./panel"));`,
      `const slot = on ? (require("./price-alert") as typeof PriceAlert) : undefined;`,
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "react",
      "./a",
      "./side-effect",
      "./c",
      "./d",
      "./panel",
      "./price-alert",
    ]);
  });
});

describe("areaOfFile", () => {
  it("names the area of a catalogs module only", () => {
    expect(areaOfFile("/site/src/locales/vehicle-card.ts")).toBe("vehicle-card");
    expect(areaOfFile("/site/src/locales/es/home.po")).toBeNull();
    expect(areaOfFile("/site/src/components/home/hero.tsx")).toBeNull();
  });
});

describe("textTablesNamed", () => {
  it("names the tables a module asks for, written as a string", () => {
    const source = `const LABELS = textTable("vehicle-field-labels");
const SORT = textTable( 'sort-labels' );
`;
    expect(textTablesNamed(source)).toEqual(["vehicle-field-labels", "sort-labels"]);
    expect(textTablesNamed('const table = textTable(name); textTableIn(locale, "x"); myTextTable("y")')).toEqual([]);
  });
});

describe("pageTranslations", () => {
  it("collects the areas and text tables reachable from the roots, once each, through cycles", () => {
    const graph: Record<string, string[]> = {
      "/s/src/pages/index.tsx": ["/s/src/components/layout.tsx", "/s/src/components/home/hero.tsx"],
      "/s/src/components/layout.tsx": ["/s/src/locales/shell.ts", "/s/src/pages/index.tsx"],
      "/s/src/components/home/hero.tsx": [
        "/s/src/components/home/hero-extra.tsx",
        "/s/src/locales/home.ts",
        "/s/src/locales/shell.ts",
        "/s/src/lib/content/opening-hours-labels.ts",
      ],
      "/s/src/lib/content/opening-hours-labels.ts": ["/s/src/lib/i18n/text-tables.ts"],
      // Were a page to reach the registry (it never does: src/lib reads a store), the walk stops there.
      "/s/src/components/home/hero-extra.tsx": ["/s/src/locales/text-tables.ts"],
      // The registry names every table (the HTML renderer's, the functions'): a page's walk must not count them.
      "/s/src/locales/text-tables.ts": ["/s/src/locales/es/text-tables.ts"],
      "/s/src/locales/es/text-tables.ts": ["/s/src/locales/es/sort-labels.ts"],
      "/s/src/slices/footer.tsx": ["/s/src/locales/finance-disclaimer.ts"],
      "/s/src/locales/home.ts": ["/s/src/locales/es/home.po"],
    };
    const sources: Record<string, string> = {
      "/s/src/lib/content/opening-hours-labels.ts": 'const LABELS = textTable("opening-hours-labels");',
      "/s/src/locales/es/text-tables.ts": 'textTable("sort-labels")',
    };
    const graphOf = { imports: (file: string) => graph[file] ?? [], source: (file: string) => sources[file] ?? "" };
    expect(pageTranslations(["/s/src/pages/index.tsx"], graphOf)).toEqual({
      areas: ["home", "shell"],
      textTables: ["opening-hours-labels"],
    });
    expect(pageTranslations(["/s/src/pages/index.tsx", "/s/src/slices/footer.tsx"], graphOf).areas).toEqual([
      "finance-disclaimer",
      "home",
      "shell",
    ]);
  });
});
