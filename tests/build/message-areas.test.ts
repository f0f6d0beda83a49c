import { describe, expect, it } from "vitest";
import { areaOfFile, importSpecifiers, labelTableOfFile, pageTranslations } from "../../src/lib/build/message-areas";

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

describe("labelTableOfFile", () => {
  it("names a label table module in a language only", () => {
    expect(labelTableOfFile("/site/src/lib/content/vehicle-field-labels.es.ts")).toBe("vehicle-field-labels.es");
    expect(labelTableOfFile("/site/src/lib/content/vehicle-field-labels.ts")).toBeNull();
    expect(labelTableOfFile("/site/src/lib/i18n/unpublished-labels.ts")).toBeNull();
  });
});

describe("pageTranslations", () => {
  it("collects the areas and label tables reachable from the roots, once each, through cycles", () => {
    const graph: Record<string, string[]> = {
      "/s/src/pages/index.tsx": ["/s/src/components/layout.tsx", "/s/src/components/home/hero.tsx"],
      "/s/src/components/layout.tsx": ["/s/src/locales/shell.ts", "/s/src/pages/index.tsx"],
      "/s/src/components/home/hero.tsx": [
        "/s/src/locales/home.ts",
        "/s/src/locales/shell.ts",
        "/s/src/lib/content/opening-hours-labels.ts",
      ],
      "/s/src/lib/content/opening-hours-labels.ts": ["/s/src/lib/content/opening-hours-labels.es.ts"],
      "/s/src/slices/footer.tsx": ["/s/src/locales/finance-disclaimer.ts"],
      "/s/src/locales/home.ts": ["/s/src/locales/es/home.po"],
    };
    const imports = (file: string) => graph[file] ?? [];
    expect(pageTranslations(["/s/src/pages/index.tsx"], { imports })).toEqual({
      areas: ["home", "shell"],
      labelTables: ["opening-hours-labels.es"],
    });
    expect(pageTranslations(["/s/src/pages/index.tsx", "/s/src/slices/footer.tsx"], { imports }).areas).toEqual([
      "finance-disclaimer",
      "home",
      "shell",
    ]);
  });
});
