// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import React from "react";
import { VehicleInquiryForm } from "../../src/components/leads/vehicle-inquiry-form";
import { VehicleCard } from "../../src/components/vehicle-card/vehicle-card";
import { ConfirmAvailabilityButton } from "../../src/components/vehicle-detail/confirm-availability-button";
import { cardSettingsOf } from "../../src/lib/vehicle-pages/card-settings";
import { site } from "../pages/support-site";
import { civicCard } from "../support/civic-card";

const card = civicCard;

const inquiryVehicle = {
  vin: card.vin,
  stockNumber: card.stockNumber,
  year: card.year,
  make: card.make,
  model: card.model,
  trim: card.trim,
  price: card.price,
  path: card.path,
};

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({ siteSettings: site });
});

describe("history report link on a vehicle card", () => {
  it("links to the provider's report for this VIN in a new tab, beside the card's own link, not inside it", () => {
    render(<VehicleCard vehicle={card} settings={cardSettingsOf(site)} />);
    const report = screen.getByRole("link", { name: "CARFAX report (opens in a new tab)" });
    expect(report).toHaveAttribute(
      "href",
      "https://www.carfax.com/VehicleHistory/p/Report.cfm?partner=SVM_0&vin=2HGFC2F59KH512345",
    );
    expect(report).toHaveAttribute("target", "_blank");
    expect(report.getAttribute("rel")?.split(" ")).toContain("noopener");
    expect(report.parentElement?.closest("a")).toBeNull();
    expect(screen.getByRole("link", { name: "2019 Honda Civic EX" })).toHaveAttribute("href", card.path);
  });

  it("adds nothing when the site names no report", () => {
    const { historyReport: _none, ...withoutReport } = site;
    const { container } = render(<VehicleCard vehicle={card} settings={cardSettingsOf(withoutReport)} />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/report/i);
  });
});

describe("confirm availability", { timeout: 20_000 }, () => {
  it("the form of a car on sale starts on that request; another car's form does not offer it", () => {
    const { unmount } = render(<VehicleInquiryForm vehicle={inquiryVehicle} available />);
    const group = screen.getByRole("radiogroup", { name: "What would you like to do?" });
    const choices = within(group).getAllByRole("radio");
    expect(choices.map((choice) => choice.closest("label")?.textContent)).toEqual([
      "Confirm availability",
      "Ask a question",
      "Request a test drive",
    ]);
    expect(choices[0]).toBeChecked();
    expect(choices[0]).toHaveAttribute("value", "availability");
    unmount();
    render(<VehicleInquiryForm vehicle={inquiryVehicle} />);
    expect(screen.queryByRole("radio", { name: "Confirm availability" })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Ask a question" })).toBeChecked();
  });

  it("the action links to the inquiry section and, with JavaScript, chooses the request again and focuses it", async () => {
    // jsdom has no layout, so no scrollIntoView: record where the page was asked to scroll.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    const user = userEvent.setup();
    render(
      <>
        <ConfirmAvailabilityButton sectionId="inquiry" />
        <section id="inquiry">
          <VehicleInquiryForm vehicle={inquiryVehicle} available />
        </section>
      </>,
    );
    const action = screen.getByRole("link", { name: "Confirm availability" });
    expect(action).toHaveAttribute("href", "#inquiry");
    await user.click(screen.getByRole("radio", { name: "Ask a question" }));
    expect(screen.getByRole("textbox", { name: /Your question/ })).toBeInTheDocument();
    await user.click(action);
    const choice = screen.getByRole("radio", { name: "Confirm availability" });
    expect(choice).toBeChecked();
    expect(choice).toHaveFocus();
    expect(scrolledTo).toEqual(["inquiry"]);
    expect(window.location.hash).toBe("#inquiry");
    expect(screen.getByRole("textbox", { name: /Anything we should know\? \(optional\)/ })).toBeInTheDocument();
  });
});
