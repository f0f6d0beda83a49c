// @vitest-environment jsdom
// The Buyers Guide the vehicle page draws, held to the FTC's wording as transcribed in tests/fixtures (16 CFR 455.2
// and 455.5 as amended in 2016): each passage of the form the page shows is the fixture's, word for word and with
// the FTC's italics, in English and in Spanish, for every warranty choice, with and without a service contract.
import { cleanup, render } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { BuyersGuideStatus } from "../../src/components/vehicle-detail/buyers-guide-status";
import type { Warranty } from "../../src/lib/content/vehicle-schema";
import type { Locale } from "../../src/lib/i18n/locale";
import { buyersGuideLanguage } from "../../src/lib/inventory/buyers-guide-text";
import {
  FTC_BUYERS_GUIDE_EN,
  FTC_BUYERS_GUIDE_ES,
  FTC_SPANISH_NOTICE_ON_ENGLISH_FORM,
  italicWords,
  plainPassage,
  type FtcPassage,
  type FtcPassageKey,
} from "../fixtures/ftc-buyers-guide";

afterEach(cleanup);

// The FTC's form exists in these two languages only (another language's page shows the English one).
type FormLanguage = "en" | "es";
const FORM: Record<FormLanguage, Record<FtcPassageKey, FtcPassage>> = {
  en: FTC_BUYERS_GUIDE_EN,
  es: FTC_BUYERS_GUIDE_ES,
};

const LIMITED: Warranty = {
  type: "dealer",
  coverage: "limited",
  laborPercent: 50,
  partsPercent: 100,
  systemsCovered: ["Engine", "Transmission", "Drive axle"],
  duration: { days: 90, miles: 3000 },
};
const FULL: Warranty = { ...LIMITED, coverage: "full", laborPercent: 100, duration: { months: 3 } };

const CHOICES: Array<[string, Warranty]> = [
  ["as is", { type: "as-is" }],
  ["implied warranties only", { type: "implied" }],
  ["a limited dealer warranty", LIMITED],
  ["a full dealer warranty", FULL],
];

const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

function draw(warranty: Warranty, locale: FormLanguage, serviceContract: boolean): HTMLElement {
  const { container } = render(
    <LocaleProvider value={locale}>
      <BuyersGuideStatus warranty={warranty} locale={locale} serviceContract={serviceContract} />
    </LocaleProvider>,
  );
  return container;
}

/** The form's passages the page must show for this choice, in the form's order, as a reader reads them. */
function expectedPassages(warranty: Warranty, locale: FormLanguage, serviceContract: boolean): FtcPassage[] {
  const form = FORM[locale];
  const box: FtcPassage[] =
    warranty.type === "as-is"
      ? [form.asIsHeading, form.asIsText]
      : warranty.type === "implied"
        ? [form.impliedHeading, form.impliedText]
        : [
            form.dealerHeading,
            ...(warranty.coverage === "full" ? [form.fullWarranty] : [form.limitedWarranty, form.dealerPercentages]),
            form.dealerText,
          ];
  const terms = warranty.type === "dealer" ? [form.systemsCovered, form.duration] : [];
  return [form.formTitle, form.spokenPromises, ...box, ...terms, ...(serviceContract ? [form.serviceContract] : [])];
}

/** Every text the guide shows as its own block or inline piece: paragraphs, terms, bold lead-ins. */
const blocks = (container: HTMLElement) =>
  [...container.querySelectorAll("p, dt, dd, strong")].map((element) => normalized(element.textContent));

describe.each<FormLanguage>(["en", "es"])("the Buyers Guide in %s", (locale) => {
  describe.each(CHOICES)("for %s", (_name, warranty) => {
    it.each([false, true])("shows the FTC's words, service contract %s", (serviceContract) => {
      const container = draw(warranty, locale, serviceContract);
      const shown = blocks(container).join("\n");
      const values = warranty.type === "dealer" ? { labor: warranty.laborPercent, parts: warranty.partsPercent } : {};
      let from = 0;
      for (const passage of expectedPassages(warranty, locale, serviceContract)) {
        const words = plainPassage(passage, values);
        const at = shown.indexOf(words, from);
        expect(
          at,
          `"${words}" (${passage.checked}) is on the page, after the passage before it`,
        ).toBeGreaterThanOrEqual(0);
        from = at + words.length;
      }
      // Nothing of the form is shown that the choice does not check.
      const form = FORM[locale];
      const others = [
        form.asIsText,
        form.impliedText,
        form.dealerPercentages,
        form.dealerText,
        form.serviceContract,
      ].filter((passage) => !expectedPassages(warranty, locale, serviceContract).includes(passage));
      for (const passage of others) expect(shown).not.toContain(plainPassage(passage, values).slice(0, 40));
    });

    it("sets in italics the words the FTC sets in italics", () => {
      const container = draw(warranty, locale, true);
      const italics = [...container.querySelectorAll("i")].map((element) => element.textContent);
      const expected = expectedPassages(warranty, locale, true).flatMap(italicWords);
      expect(italics).toEqual(expected);
    });
  });

  it("prints no percentages for a full warranty", () => {
    const container = draw(FULL, locale, false);
    expect(container.textContent).not.toContain("%");
    expect(draw(LIMITED, locale, false).textContent).toContain("50%");
  });

  it("gives a dealer warranty's systems and duration in the page's language", () => {
    const container = draw(LIMITED, locale, false);
    const terms = [...container.querySelectorAll("dd")].map((element) => normalized(element.textContent));
    expect(terms).toEqual(
      locale === "en"
        ? ["Engine, Transmission, Drive axle", "90 days or 3,000 miles, whichever comes first"]
        : ["Motor, Transmisión, Eje motriz", "90 días o 3,000 millas, lo que ocurra primero"],
    );
  });
});

describe("the Spanish Buyers Guide", () => {
  it.each(CHOICES)("has no English in it (%s)", (_name, warranty) => {
    const container = draw(warranty, "es", true);
    expect(container.querySelector('[lang="en"]')).toBeNull();
    const english = Object.values(FTC_BUYERS_GUIDE_EN).flatMap((passage) =>
      plainPassage(passage)
        .split(/[^A-Za-z']+/)
        .filter((word) => word.length > 3),
    );
    const words = new Set(normalized(container.textContent).split(/[^\p{L}']+/u));
    // English words of the form's English that are not Spanish words too ("FTC" is the agency's name).
    expect(english.filter((word) => words.has(word) && !["Guide"].includes(word))).toEqual([]);
  });

  it("leaves the pointer to the Spanish guide to the English form", () => {
    const container = draw(LIMITED, "es", false);
    expect(container.textContent).not.toContain(FTC_SPANISH_NOTICE_ON_ENGLISH_FORM.text);
  });
});

describe("the English Buyers Guide", () => {
  it("ends with the FTC's Spanish sentence, marked Spanish", () => {
    const container = draw({ type: "as-is" }, "en", false);
    const notices = container.querySelectorAll('[lang="es"]');
    expect([...notices].map((element) => normalized(element.textContent))).toEqual([
      FTC_SPANISH_NOTICE_ON_ENGLISH_FORM.text,
    ]);
  });
});

describe("the page's own words around the form", () => {
  it.each<[FormLanguage, string, RegExp]>([
    ["en", "https://www.ftc.gov/usedcars", /part of the Buyers Guide posted on the vehicle/],
    ["es", "https://www.ftc.gov/carrosusados", /parte de la Guía del Comprador/],
  ])("say in %s that the page shows part of the form, and link the FTC's page on it", (locale, href, says) => {
    const container = draw(LIMITED, locale, false);
    const link = container.querySelector(`a[href="${href}"]`);
    expect(link).not.toBeNull();
    expect(normalized(link!.closest("p")!.textContent)).toMatch(says);
  });
});

describe("a page in a language the FTC has no form in", () => {
  it("shows the English form", () => {
    // A language of the list without the FTC's form (the site has none yet: a stand-in code).
    const other = "vi" as Locale;
    expect(buyersGuideLanguage(other)).toBe("en");
    expect(buyersGuideLanguage("es")).toBe("es");
  });

  it("marks the form English on such a page", () => {
    const { container } = render(
      <LocaleProvider value={"vi" as Locale}>
        <BuyersGuideStatus warranty={LIMITED} serviceContract={false} />
      </LocaleProvider>,
    );
    const form = container.firstElementChild!;
    expect(form.getAttribute("lang")).toBe("en");
    expect(normalized(form.textContent)).toContain(normalized(FTC_BUYERS_GUIDE_EN.formTitle.text));
  });
});
