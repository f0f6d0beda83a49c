// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React, { useState } from "react";
import { FieldGroup } from "../../src/components/ui/field";
import { FieldsProvider } from "../../src/components/ui/field-context";
import { Select, SelectField } from "../../src/components/ui/select";

const MODELS = [
  { label: "Honda", options: [{ value: "Civic", label: "Civic" }] },
  { label: "Toyota", options: [{ value: "Camry", label: "Camry" }] },
];

function ModelPicker() {
  const [model, setModel] = useState("");
  return (
    <SelectField
      id="filter-model"
      name="model"
      label="Model"
      optionalMark={false}
      placeholder="Any model"
      options={MODELS}
      value={model}
      onChange={(event) => setModel(event.currentTarget.value)}
    />
  );
}

describe("SelectField", () => {
  it("takes its own id, groups choices under headings and follows the value it is given", async () => {
    render(<ModelPicker />);
    const select = screen.getByRole("combobox", { name: "Model" });
    expect(select).toHaveAttribute("id", "filter-model");
    expect(select).toHaveValue("");
    expect(within(select).getByRole("group", { name: "Toyota" })).toContainElement(
      within(select).getByRole("option", { name: "Camry" }),
    );
    await userEvent.setup().selectOptions(select, "Camry");
    expect(select).toHaveValue("Camry");
  });

  it("makes its id from the form's and says '(optional)' unless told not to", () => {
    render(
      <FieldsProvider value={{ formId: "trade-in", errors: {} }}>
        <SelectField name="year" label="Year" options={[{ value: "2014", label: "2014" }]} />
        <SelectField name="trim" label="Trim" optionalMark={false} options={[{ value: "LX", label: "LX" }]} />
      </FieldsProvider>,
    );
    expect(screen.getByRole("combobox", { name: "Year (optional)" })).toHaveAttribute("id", "trade-in-year");
    expect(screen.getByRole("combobox", { name: "Trim" })).toHaveAttribute("id", "trade-in-trim");
  });
});

describe("FieldGroup", () => {
  it("names its controls' group by the legend, which can be for screen readers only", () => {
    render(
      <>
        <FieldGroup legend="Price">
          <Select name="priceMin" aria-label="Lowest price" placeholder="No min" options={[]} />
        </FieldGroup>
        <FieldGroup legend="Fuel type" hideLegend>
          <input type="checkbox" aria-label="Hybrid" />
        </FieldGroup>
      </>,
    );
    const price = screen.getByRole("group", { name: "Price" });
    expect(within(price).getByRole("combobox", { name: "Lowest price" })).toHaveValue("");
    expect(screen.getByRole("group", { name: "Fuel type" }).querySelector("legend")).toHaveClass("visually-hidden");
    expect(price.querySelector("legend")).not.toHaveClass("visually-hidden");
  });
});
