// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import React from "react";
import { ContactView } from "../../src/components/page-views/contact-view";
import { FinancingView } from "../../src/components/page-views/financing-view";
import { site } from "./support-site";

const LENDER = { provider: "dealertrack", applicationUrl: { en: "https://www.dealertrack.com/svm/apply" } } as const;

describe("ContactView", { timeout: 20_000 }, () => {
  it("has the three headings, phone, e-mail, address and hours", () => {
    render(<ContactView site={site} />);
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "We'd love to hear from you!" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: site.phone })[0]).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByText(new RegExp(site.address.street))).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Opening hours" })).toBeInTheDocument();
  });

  it("has a contact form with name, e-mail, phone, message, reply method and optional consent", () => {
    render(<ContactView site={site} />);
    const form = screen.getByRole("form", { name: "We'd love to hear from you!" });
    expect(form).toHaveAttribute("action", "/api/leads");
    expect(screen.getByRole("textbox", { name: "Your name" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel");
    expect(screen.getByRole("textbox", { name: "Your message" })).toBeRequired();
    expect(screen.getByRole("radiogroup", { name: "How should we reply?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "E-mail" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /may call and text me/ })).not.toBeChecked();
    expect(form.querySelector("input[name=formType]")).toHaveValue("contact");
    expect(form.querySelector("input[name=returnTo]")).toHaveValue("/contact/");
    // The honeypot is out of sight and out of the tab order.
    const honeypot = form.querySelector<HTMLInputElement>("input[name=website]");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("has a hidden thank-you and error message for each outcome of a no-JavaScript post", () => {
    const { container } = render(<ContactView site={site} />);
    for (const outcome of ["sent", "error", "unavailable", "limited"]) {
      expect(container.querySelector(`#contact-form-${outcome}`)).not.toBeNull();
    }
  });
});

describe("FinancingView", { timeout: 20_000 }, () => {
  it("explains the process and the assumptions behind the estimates", () => {
    render(<FinancingView site={site} />);
    expect(screen.getByRole("heading", { name: "How financing works here" })).toBeInTheDocument();
    expect(screen.getByText(`${site.financing.apr}%`)).toBeInTheDocument();
    expect(screen.getByText(`${site.financing.termMonths} months`)).toBeInTheDocument();
    expect(screen.getByText(String(site.financing.creditScore))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /payment calculator/ })).toHaveAttribute("href", "/payments/?price=20000");
    expect(screen.getAllByText(/not an offer of credit/).length).toBeGreaterThan(0);
  });

  it("says the credit application is completed at the dealership, or online when the site has a lender platform", () => {
    const { unmount } = render(<FinancingView site={site} />);
    expect(
      screen.getByText(
        "We complete the credit application and paperwork with you at the dealership, and you drive home.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/online on/)).toBeNull();
    unmount();
    render(<FinancingView site={site} creditApplication={LENDER} />);
    expect(
      screen.getByText(
        "Complete the credit application online on Dealertrack's secure site, or with us at the dealership. We finish the paperwork with you, and you drive home.",
      ),
    ).toBeInTheDocument();
  });

  it("asks for what a pre-approval needs and never for an SSN or a birth date", () => {
    render(<FinancingView site={site} />);
    const form = screen.getByRole("form", { name: site.callToAction.en });
    for (const name of ["Full name", "E-mail", "Phone", "ZIP code"])
      expect(screen.getByRole("textbox", { name })).toBeRequired();
    for (const name of ["Employment status", "Monthly income", "How would you rate your credit?"]) {
      expect(screen.getByRole("combobox", { name })).toBeRequired();
    }
    expect(screen.getByRole("textbox", { name: /Down payment/ })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: /Vehicle you're interested in/ })).not.toBeRequired();
    expect(form.textContent).not.toMatch(/social security number:|date of birth:/i);
    expect(form.querySelectorAll("input[name*=ssn i], input[name*=birth i], input[type=date]")).toHaveLength(0);
  });
});
