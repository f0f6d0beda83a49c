// The Buyers Guide box in both languages: the Spanish wording of every warranty choice, and the English markup
// exactly as it was before the Spanish guide existed (plus the FTC's Spanish sentence the English form carries).
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BuyersGuideStatus } from "../../src/components/vehicle-detail/buyers-guide-status";
import type { Warranty } from "../../src/lib/content/vehicle-schema";
import type { Locale } from "../../src/lib/i18n/locale";
import { LOCALES } from "../../src/lib/i18n/locale";
import { buyersGuideSummary } from "../../src/lib/inventory/buyers-guide";
import { buyersGuideText } from "../../src/lib/inventory/buyers-guide-text";

const AS_IS: Warranty = { type: "as-is" };
const IMPLIED: Warranty = { type: "implied" };
const LIMITED: Warranty = {
  type: "dealer",
  coverage: "limited",
  laborPercent: 50,
  partsPercent: 100,
  systemsCovered: ["Engine", "Transmission"],
  duration: "30 days or 1,000 miles",
};
const FULL: Warranty = {
  ...LIMITED,
  coverage: "full",
  laborPercent: 100,
  systemsCovered: ["Engine"],
  duration: "90 days",
};

/** The box's markup without Emotion's <style> element and with its generated class name made stable. */
const markup = (warranty: Warranty, locale?: Locale) =>
  renderToStaticMarkup(<BuyersGuideStatus warranty={warranty} locale={locale} />)
    .replace(/<style[^>]*>.*?<\/style>/g, "")
    .replace(/class="css-[a-z0-9]+"/, 'class="css-box"');

/** The text a reader of the page's language reads, leaving out what is marked as English content. */
const textOutsideEnglish = (html: string) =>
  html
    .replace(/<(\w+)[^>]* lang="en"[^>]*>.*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

describe("BuyersGuideStatus in English", () => {
  // Captured from the component before the Spanish guide was added. The one addition is the last paragraph, the
  // sentence the FTC prints (in Spanish) on the English form since 2017.
  const CONTRACT =
    '<p class="note">The Buyers Guide posted on the vehicle is part of your contract of sale; its information overrides anything to the contrary in the contract. Ask to see it.</p>';
  const SPANISH_NOTICE =
    '<p class="note" lang="es">Si el concesionario gestiona la venta en español, pídale una copia de la Guía del Comprador en español.</p>';
  const DEALER_EXPLANATION = (labor: string) =>
    `<p>The dealer will pay ${labor} of the labor and 100% of the parts for the covered systems that fail during the warranty period. Ask the dealer for a copy of the warranty and for any documents that explain coverage, exclusions and the dealer&#x27;s repair obligations. State law “implied warranties” may give you even more rights.</p>`;

  it.each([
    [
      "as is",
      AS_IS,
      '<p class="title">As is: no dealer warranty</p><p>The dealer does not provide a warranty for any repairs after sale.</p>',
    ],
    [
      "implied warranties only",
      IMPLIED,
      '<p class="title">Implied warranties only</p><p>The dealer doesn&#x27;t make any specific promises to fix things that need repair when you buy the vehicle or after the time of sale. But state law “implied warranties” may give you some rights to have the dealer take care of serious problems that were not apparent when you bought the vehicle.</p>',
    ],
    [
      "a limited dealer warranty",
      LIMITED,
      '<p class="title">Dealer warranty: limited warranty</p>' +
        DEALER_EXPLANATION("50%") +
        "<dl><dt>Coverage</dt><dd>Limited warranty</dd><dt>Labor</dt><dd>50% paid by the dealer</dd><dt>Parts</dt><dd>100% paid by the dealer</dd><dt>Systems covered</dt><dd>Engine, Transmission</dd><dt>Duration</dt><dd>30 days or 1,000 miles</dd></dl>",
    ],
    [
      "a full dealer warranty",
      FULL,
      '<p class="title">Dealer warranty: full warranty</p>' +
        DEALER_EXPLANATION("100%") +
        "<dl><dt>Coverage</dt><dd>Full warranty</dd><dt>Labor</dt><dd>100% paid by the dealer</dd><dt>Parts</dt><dd>100% paid by the dealer</dd><dt>Systems covered</dt><dd>Engine</dd><dt>Duration</dt><dd>90 days</dd></dl>",
    ],
  ])("renders %s as before", (_name, warranty, body) => {
    const before = `<div class="css-box">${body}${CONTRACT}</div>`;
    expect(markup(warranty)).toBe(before.replace("</div>", "") + SPANISH_NOTICE + "</div>");
    // English is the default: the English page passes no locale.
    expect(markup(warranty, "en")).toBe(markup(warranty));
  });
});

describe("BuyersGuideStatus in Spanish", () => {
  const CONTRACT_ES =
    "La Guía del Comprador exhibida en el vehículo forma parte de su contrato de compra; su información deja sin efecto toda disposición en contrario contenida en el contrato. Pida verla.";

  it("marks an as-is sale with the FTC's words", () => {
    const html = markup(AS_IS, "es");
    expect(html).toContain('<p class="title">Como está: sin garantía del concesionario</p>');
    expect(html).toContain(
      "<p>El concesionario no ofrece ninguna garantía para las reparaciones después de la venta.</p>",
    );
    expect(html).toContain(`<p class="note">${CONTRACT_ES}</p>`);
  });

  it("explains implied warranties only", () => {
    const html = markup(IMPLIED, "es");
    expect(html).toContain('<p class="title">Garantías implícitas solamente</p>');
    expect(html).toContain(
      "El concesionario no hace promesas específicas de arreglar lo que requiera reparación cuando usted compra el vehículo o después del momento de la venta. Pero las “garantías implícitas” de la ley estatal pueden darle a usted algunos derechos",
    );
  });

  it("gives a limited dealer warranty's share of labor and parts and its terms", () => {
    const html = markup(LIMITED, "es");
    expect(html).toContain('<p class="title">Garantía del concesionario: garantía limitada</p>');
    expect(html).toContain(
      "El concesionario pagará el 50% de la mano de obra y el 100% de los repuestos de los sistemas cubiertos que dejen de funcionar durante el período de la garantía.",
    );
    expect(html).toContain(
      "Conforme a la ley estatal, las “garantías implícitas” pueden darle a usted incluso más derechos.",
    );
    expect(html).toContain(
      "<dl><dt>Cobertura</dt><dd>Garantía limitada</dd><dt>Mano de obra</dt><dd>50% a cargo del concesionario</dd>" +
        "<dt>Repuestos</dt><dd>100% a cargo del concesionario</dd>" +
        // Staff write these in English; the page says so.
        '<dt>Sistemas cubiertos</dt><dd lang="en">Engine, Transmission</dd><dt>Duración</dt><dd lang="en">30 days or 1,000 miles</dd></dl>',
    );
  });

  it("names a full dealer warranty", () => {
    const html = markup(FULL, "es");
    expect(html).toContain('<p class="title">Garantía del concesionario: garantía completa</p>');
    expect(html).toContain("<dd>Garantía completa</dd>");
    expect(html).toContain("El concesionario pagará el 100% de la mano de obra y el 100% de los repuestos");
  });

  it.each([AS_IS, IMPLIED, LIMITED, FULL])("leaves no English outside the staff's text (%o)", (warranty) => {
    const text = textOutsideEnglish(markup(warranty, "es"));
    expect(text).not.toMatch(/\b(the|dealer|warranty|warranties|labor|parts|coverage|duration|paid|ask|guide)\b/i);
    // The pointer to the Spanish guide belongs to the English guide only.
    expect(text).not.toContain("pídale una copia de la Guía del Comprador en español");
  });

  it("says which box is checked in Spanish wherever the summary is used", () => {
    expect(buyersGuideSummary(AS_IS, "es").title).toBe("Como está: sin garantía del concesionario");
    expect(buyersGuideSummary(LIMITED, "es").terms).toEqual({
      coverage: "Limitada",
      labor: "50%",
      parts: "100%",
      systems: ["Engine", "Transmission"],
      duration: "30 days or 1,000 miles",
    });
  });
});

describe("buyersGuideText", () => {
  it("names the form as the FTC does", () => {
    expect(buyersGuideText("en").formTitle).toBe("Buyers Guide");
    expect(buyersGuideText("es").formTitle).toBe("Guía del Comprador");
  });

  it("has the spoken-promises and service-contract lines in both languages", () => {
    expect(buyersGuideText("en").spokenPromises).toMatch(/^IMPORTANT: Spoken promises are difficult to enforce\./);
    expect(buyersGuideText("es").spokenPromises).toMatch(
      /^IMPORTANTE: Las promesas verbales son difíciles de hacer cumplir\./,
    );
    expect(buyersGuideText("en").serviceContract).toMatch(/^SERVICE CONTRACT\. .*within 90 days/);
    expect(buyersGuideText("es").serviceContract).toMatch(/^CONTRATO DE SERVICIO\. .*dentro de los 90 días/);
  });

  it("has the same plain strings in every language, none empty", () => {
    const plainKeys = (locale: Locale) =>
      Object.entries(buyersGuideText(locale))
        .filter(([, value]) => typeof value === "string")
        .map(([key, value]) => {
          expect(value, `${locale}.${key}`).not.toBe("");
          return key;
        });
    // Only the English form points to the Spanish one.
    expect(plainKeys("en")).toEqual([...plainKeys("es"), "spanishGuideNotice"]);
    for (const locale of LOCALES) expect(Object.keys(buyersGuideText(locale).terms)).toHaveLength(7);
  });
});
