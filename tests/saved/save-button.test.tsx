// @vitest-environment jsdom
// The heart on cards and vehicle pages: named for the vehicle in the page's language, pressed when saved.
import { act, render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { SaveButton } from "../../src/components/saved-list/save-button";
import type { Locale } from "../../src/lib/i18n/locale";

const renderIn = (locale: Locale) =>
  render(
    <LocaleProvider value={locale}>
      <SaveButton stockNumber="A100" title="2019 Honda Civic EX" />
    </LocaleProvider>,
  );

describe("SaveButton", () => {
  afterEach(() => localStorage.clear());

  it("is named Save and the vehicle in English, pressed once saved", () => {
    renderIn("en");
    const button = screen.getByRole("button", { name: "Save 2019 Honda Civic EX" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    act(() => button.click());
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  it("is named Guardar and the vehicle in Spanish", () => {
    renderIn("es");
    const button = screen.getByRole("button", { name: "Guardar 2019 Honda Civic EX" });
    expect(button).toHaveAttribute("aria-pressed", "false");
  });
});
