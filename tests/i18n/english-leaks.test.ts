import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findLeaks,
  leadTextPairs,
  leakCandidates,
  leakReport,
  normalizeText,
  vocabularyPairs,
} from "../../e2e/support/english-leaks";
import { samplePerTemplate, spanishPagePaths } from "../../e2e/support/spanish-pages";
import { englishBadgeLabels } from "../../src/lib/content/site-badge-labels";

// The English-leak check of the Spanish pages (e2e/i18n-english-leak.spec.ts): which English strings it looks
// for, how it matches them, and which pages it visits.
const SITE_BADGES = englishBadgeLabels(JSON.parse(fs.readFileSync("content/site.json", "utf8")).badges);

describe("leak candidates", () => {
  it("are the English strings whose Spanish differs", () => {
    const candidates = leakCandidates([
      { english: "Send message", spanish: "Enviar mensaje" },
      { english: "SUV", spanish: "SUV" },
      { english: "Menu", spanish: "" },
    ]);
    expect([...candidates]).toEqual(["Send message", "Menu"]);
  });

  it("leave out a word that one area keeps as it is in Spanish, however another words it", () => {
    const candidates = leakCandidates([
      { english: "VIN", spanish: "Número VIN" },
      { english: "VIN", spanish: "VIN" },
      { english: "Model", spanish: "Modelo" },
    ]);
    expect([...candidates]).toEqual(["Model"]);
  });

  it("leave out messages with placeholders or tags, and those of fewer than three letters", () => {
    const candidates = leakCandidates([
      { english: "{months} months", spanish: "{months} meses" },
      { english: "See our <0>privacy notice</0>.", spanish: "Vea nuestro <0>aviso de privacidad</0>." },
      {
        english: "{count, plural, one {# car} other {# cars}}",
        spanish: "{count, plural, one {# auto} other {# autos}}",
      },
      { english: "<0/> or call us", spanish: "<0/> o llámenos" },
      { english: "No", spanish: "Sí" },
      { english: "4WD", spanish: "Tracción 4x4 (4WD)" },
      { english: "Sedan", spanish: "Sedán" },
    ]);
    expect([...candidates]).toEqual(["Sedan"]);
  });

  it("compare texts with their whitespace collapsed", () => {
    expect(normalizeText("  Your\n   message \t")).toBe("Your message");
    const candidates = leakCandidates([{ english: "Your  message", spanish: "Su mensaje" }]);
    expect(findLeaks(["\n Your message  ", "Su mensaje"], candidates)).toEqual(["Your message"]);
  });

  it("include the vocabularies' English labels that Spanish changes, and not the shared ones", () => {
    const candidates = leakCandidates(vocabularyPairs(SITE_BADGES, ["Heated Seats", "Apple CarPlay", "Massage Seats"]));
    for (const english of ["Sedan", "Automatic", "Gasoline", "Sale pending", "Brown", "Price: low to high"])
      expect(candidates, english).toContain(english);
    for (const english of ["Monday", "Closed", SITE_BADGES.lowPrice, "Heated Seats"])
      expect(candidates, english).toContain(english);
    // The same words in Spanish, and a feature the site cannot translate (the page marks it lang="en").
    for (const shared of ["SUV", "Manual", "Apple CarPlay", "Massage Seats"]) expect(candidates).not.toContain(shared);
  });

  it("include the lead path's own tables (field errors, the function's answers)", () => {
    const candidates = leakCandidates(leadTextPairs());
    expect(candidates).toContain("Enter your name.");
  });
});

describe("findLeaks", () => {
  const candidates = new Set(["Send message", "Sedan"]);

  it("matches whole strings only: an English word inside a Spanish sentence or a name is not a message", () => {
    expect(findLeaks(["Sedan", "Honda Civic Sedan", "Enviar mensaje", "Send messages"], candidates)).toEqual(["Sedan"]);
  });

  it("names each leak once, in the page's order", () => {
    expect(findLeaks(["Send message", "Sedan", "Send message"], candidates)).toEqual(["Send message", "Sedan"]);
    expect(findLeaks([], candidates)).toEqual([]);
  });
});

describe("leakReport", () => {
  it("lists each page with its leaks, and leaves out clean pages", () => {
    const report = leakReport(
      new Map([
        ["/es/", []],
        ["/es/contact/", ["Send message", 'Say "hi"']],
      ]),
    );
    expect(report).toBe('/es/contact/: "Send message", "Say \\"hi\\""');
  });
});

describe("spanishPagePaths", () => {
  it("turns every es/**/index.html of a build into the path a visitor asks for", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spanish-pages-"));
    try {
      for (const file of [
        "index.html",
        "es/index.html",
        "es/contact/index.html",
        "es/vehicles/a-car/index.html",
        "es/offline-plugin-app-shell-fallback/index.html",
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "<!doctype html>");
      }
      fs.writeFileSync(path.join(dir, "es/404.html"), "<!doctype html>");
      fs.mkdirSync(path.join(dir, "es/page-data"));
      expect(spanishPagePaths(dir)).toEqual(["/es/", "/es/contact/", "/es/vehicles/a-car/"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds none in a build without Spanish", () => {
    expect(spanishPagePaths(path.join(os.tmpdir(), "no-such-build-dir"))).toEqual([]);
  });
});

describe("samplePerTemplate", () => {
  it("keeps every page but the first few of each template family", () => {
    const pages = [
      "/es/",
      "/es/contact/",
      "/es/vehicles/",
      "/es/vehicles/2/",
      "/es/vehicles/3/",
      "/es/vehicles/a/",
      "/es/vehicles/b/",
      "/es/vehicles/c/",
      "/es/vehicles/d/",
      "/es/vehicles/make/ford/",
      "/es/vehicles/make/ford/2/",
      "/es/vehicles/make/kia/",
    ];
    expect(samplePerTemplate(pages)).toEqual([
      "/es/",
      "/es/contact/",
      "/es/vehicles/",
      "/es/vehicles/2/",
      "/es/vehicles/a/",
      "/es/vehicles/b/",
      "/es/vehicles/c/",
      "/es/vehicles/make/ford/",
      "/es/vehicles/make/ford/2/",
    ]);
  });

  it("keeps one page of each template family when asked (the pseudo-locale's smoke test)", () => {
    const pages = [
      "/es/",
      "/es/vehicles/2/",
      "/es/vehicles/3/",
      "/es/vehicles/a/",
      "/es/vehicles/b/",
      "/es/vehicles/make/ford/",
      "/es/vehicles/make/kia/",
    ];
    expect(samplePerTemplate(pages, 1)).toEqual([
      "/es/",
      "/es/vehicles/2/",
      "/es/vehicles/a/",
      "/es/vehicles/make/ford/",
    ]);
  });
});
