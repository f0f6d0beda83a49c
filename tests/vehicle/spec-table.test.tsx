// @vitest-environment jsdom
// The specifications table of the vehicle page, here for the number of keys (an optional field).
import { render } from "@testing-library/react";
import React from "react";
import { SpecTable } from "../../src/components/vehicle-detail/spec-table";
import { makeVehicle } from "../../src/lib/content/make-vehicle";

const rowsOf = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll("tr")].map((row) => [
      row.querySelector("th")?.textContent,
      row.querySelector("td")?.textContent,
    ]),
  );

describe("SpecTable", () => {
  it("shows the number of keys, including none", () => {
    expect(rowsOf(render(<SpecTable vehicle={makeVehicle({ keys: 2 })} />).container).Keys).toBe("2");
    expect(rowsOf(render(<SpecTable vehicle={makeVehicle({ keys: 0 })} />).container).Keys).toBe("0");
  });

  it("leaves the row out when the file does not say", () => {
    const { keys: _keys, ...vehicle } = makeVehicle();
    const rows = rowsOf(render(<SpecTable vehicle={vehicle} />).container);
    expect(rows).not.toHaveProperty("Keys");
    expect(rows).toHaveProperty("Engine");
  });
});
