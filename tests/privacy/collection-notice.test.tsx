// @vitest-environment jsdom
// The notice at collection under the lead and alert forms: what, why, how long (the limits the site enforces), and
// the links to the privacy notice and the choices page, in the form's language.
import { render, screen } from "@testing-library/react";
import React from "react";
import { AlertCollectionNotice } from "../../src/components/alerts/alert-collection-notice";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { LeadCollectionNotice } from "../../src/components/leads/lead-collection-notice";
import { i18nFor } from "../../src/lib/i18n/catalogs";
import { ALERT_LIMITS } from "../../src/lib/alerts/alert-options";
import { leadsCatalogs } from "../../src/locales/leads";

describe("the notice at collection", () => {
  it("under a lead form says what, why and how long, and links the privacy pages, in both languages", () => {
    const { container, unmount } = render(<LeadCollectionNotice i18n={i18nFor("en", leadsCatalogs)} />);
    expect(container.textContent).toMatch(/^Notice at collection: we collect what you enter here/);
    expect(container.textContent).toContain("after 30 days at most");
    expect(screen.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy/");
    expect(screen.getByRole("link", { name: "Your Privacy Choices" }).getAttribute("href")).toBe("/privacy-choices/");
    unmount();
    render(
      <LocaleProvider value="es">
        <LeadCollectionNotice i18n={i18nFor("es", leadsCatalogs)} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/Aviso al momento de la recopilación/).textContent).toContain("a los 30 días");
    expect(screen.getByRole("link", { name: "Sus opciones de privacidad" }).getAttribute("href")).toBe(
      "/es/privacy-choices/",
    );
  });

  it("under an alert form states the alerts' own limits", () => {
    const { container } = render(
      <LocaleProvider value="es">
        <AlertCollectionNotice />
      </LocaleProvider>,
    );
    expect(container.textContent).toContain(`a las ${ALERT_LIMITS.confirmHours} horas`);
    expect(container.textContent).toContain(`${ALERT_LIMITS.maxDays} días después de confirmar`);
    expect(screen.getByRole("link", { name: "Aviso de privacidad" }).getAttribute("href")).toBe("/es/privacy/");
  });
});
