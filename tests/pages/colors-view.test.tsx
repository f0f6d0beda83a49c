// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { ColorsView } from "../../src/components/page-views/colors-view";
import { PALETTE, type PaletteRow } from "../../src/styles/palette";

// Role queries over a 24-row table are slow in jsdom.
describe("ColorsView", { timeout: 30_000 }, () => {
  it("lists every palette colour with its token, both values and its contrast in each mode", () => {
    render(<ColorsView palette={PALETTE} />);
    const table = screen.getByRole("table", { name: /Palette colors/ });
    expect(within(table).getAllByRole("row")).toHaveLength(PALETTE.length + 1);
    const text = within(table).getByRole("row", { name: /^Body text/ });
    expect(text).toHaveTextContent("--color-text");
    expect(text).toHaveTextContent("#1a1d21");
    expect(text).toHaveTextContent("#e8ebef");
    expect(text).toHaveTextContent("text on surface");
    expect(within(text).getAllByText(/Passes AA \(4\.5:1\)/)).toHaveLength(2);
    expect(
      screen.getByText(new RegExp(`All ${PALETTE.length} colors meet their contrast minimum`)),
    ).toBeInTheDocument();
  });

  it("says when a colour fails, in words as well as colour", () => {
    const palette: PaletteRow[] = [
      { token: "surface", label: "Surface", light: "#ffffff", dark: "#000000" },
      { token: "text", label: "Pale text", light: "#bbbbbb", dark: "#ffffff", against: "surface" },
    ];
    render(<ColorsView palette={palette} />);
    const row = screen.getByRole("row", { name: /^Pale text/ });
    expect(row).toHaveTextContent(/1\.\d\d:1.*Fails AA \(4\.5:1\)/);
    expect(row).toHaveTextContent(/21\.00:1.*Passes AA/);
    expect(screen.getByText(/2 of 2 colors miss their contrast minimum/)).toBeInTheDocument();
  });
});
