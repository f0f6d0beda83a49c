// @vitest-environment jsdom
import { css } from "@emotion/react";
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { DataTable } from "../../src/components/ui/data-table";

const rows = (
  <tbody>
    <tr>
      <th scope="row">Year</th>
      <td>2019</td>
    </tr>
  </tbody>
);

describe("DataTable", () => {
  it("in a scroller: a focusable region and a table, both named by the caption, which screen readers alone get", () => {
    render(
      <DataTable caption="2 vehicles compared" hideCaption scroller>
        {rows}
      </DataTable>,
    );
    const region = screen.getByRole("region", { name: "2 vehicles compared" });
    expect(region).toHaveAttribute("tabindex", "0");
    const table = within(region).getByRole("table", { name: "2 vehicles compared" });
    expect(table.querySelector("caption")).toHaveClass("visually-hidden");
    expect(within(table).getByRole("rowheader", { name: "Year" })).toHaveAttribute("scope", "row");
  });

  it("without a scroller: the table alone, named by the heading it points at", () => {
    render(
      <section>
        <h2 id="specs-heading">Specifications</h2>
        <DataTable labelledBy="specs-heading">{rows}</DataTable>
      </section>,
    );
    expect(screen.queryByRole("region")).toBeNull();
    const table = screen.getByRole("table", { name: "Specifications" });
    expect(table.querySelector("caption")).toBeNull();
  });

  it("shows a caption it is not told to hide", () => {
    render(<DataTable caption="Palette">{rows}</DataTable>);
    expect(screen.getByRole("table", { name: "Palette" }).querySelector("caption")).not.toHaveClass("visually-hidden");
  });

  it("lets the caller's css override its own rules", () => {
    render(
      <DataTable
        caption="Wide"
        css={css`
          border-collapse: separate;
        `}
      >
        {rows}
      </DataTable>,
    );
    expect(screen.getByRole("table", { name: "Wide" })).toHaveStyle({ borderCollapse: "separate" });
  });
});
