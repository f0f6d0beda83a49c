// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import React from "react";
import { RecallCheck } from "../../src/components/vehicle-detail/recall-check";

const CIVIC_VIN = "2HGFC2F72KA100000";

describe("RecallCheck", () => {
  it("links NHTSA's lookup for the VIN in a new tab, saying so, with one line on what it is", () => {
    render(<RecallCheck vin={CIVIC_VIN} />);
    const link = screen.getByRole("link", { name: "Check open recalls (opens in a new tab)" });
    expect(link).toHaveAttribute("href", `https://www.nhtsa.gov/recalls?vin=${CIVIC_VIN}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Free check of safety recalls not yet repaired, on NHTSA.gov")).toBeInTheDocument();
  });

  it("shows nothing for a VIN NHTSA could not look up", () => {
    const { container } = render(<RecallCheck vin="NOT-A-VIN" />);
    expect(container).toBeEmptyDOMElement();
  });
});
