// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import React from "react";
import { VehicleInquiryForm, type InquiryVehicle } from "../../src/components/leads/vehicle-inquiry-form";
import { site } from "./support-site";

const vehicle: InquiryVehicle = {
  vin: "2HGFC2F59KH512345",
  stockNumber: "H24100",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 18995,
  path: "/vehicles/2019-honda-civic-h24100/",
};

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

beforeEach(() => {
  vi.mocked(useStaticQuery).mockReturnValue({ siteSettings: site });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// userEvent typing is slow in jsdom on a busy machine.
describe("VehicleInquiryForm", { timeout: 20_000 }, () => {
  it("is a plain form that posts to /api/leads with the vehicle's stock number and VIN, for visitors without JavaScript", () => {
    const { container } = render(<VehicleInquiryForm vehicle={vehicle} />);
    const form = screen.getByRole("form", { name: "Ask about this car or book a test drive" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/leads");
    const hidden = Object.fromEntries(
      Array.from(container.querySelectorAll<HTMLInputElement>("input[type=hidden]"), (input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      returnTo: "/vehicles/2019-honda-civic-h24100/",
      vin: "2HGFC2F59KH512345",
      stockNumber: "H24100",
    });
    expect(screen.getByRole("radio", { name: "Ask a question" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Request a test drive" })).not.toBeChecked();
    expect(screen.getByLabelText("Test-drive day")).toHaveAttribute("type", "date");
    expect(screen.getByText(/About the 2019 Honda Civic EX \(stock H24100, \$18,995\)/)).toBeInTheDocument();
  });

  it("asks for consent to calls and texts in its own unticked box that says it is not a condition of purchase", () => {
    render(<VehicleInquiryForm vehicle={vehicle} />);
    const consent = screen.getByRole("checkbox", { name: /may call and text me/ });
    expect(consent).not.toBeChecked();
    expect(consent).not.toBeRequired();
    expect(consent).toHaveAccessibleName(/Consent is not a condition of purchase/);
    expect(screen.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy/");
  });

  it("shows the endpoint's errors next to their fields and moves focus to the first", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(422, {
        errors: { email: "Enter your e-mail address or phone number so we can reply.", name: "Enter your name." },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<VehicleInquiryForm vehicle={vehicle} />);
    await user.click(screen.getByRole("button", { name: "Send question" }));

    const name = await screen.findByRole("textbox", { name: /Your name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your name.");
    const email = screen.getByRole("textbox", { name: /E-mail/ });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(
      /An e-mail address, a phone number, or both\. Enter your e-mail address or phone number/,
    );
    expect(screen.getByText("Please correct the 2 fields marked below.")).toBeInTheDocument();

    // Typing in a field clears its error.
    await user.type(name, "Kevin");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a test-drive request as JSON with the vehicle and shows the success state", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(200, { ok: true, id: "20261121-ABC123" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<VehicleInquiryForm vehicle={vehicle} />);
    await user.click(screen.getByRole("radio", { name: "Request a test drive" }));
    expect(screen.getByRole("textbox", { name: /Anything we should know\? \(optional\)/ })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Kevin Nguyen");
    await user.type(screen.getByRole("textbox", { name: /Phone/ }), "916-555-0199");
    await user.type(screen.getByLabelText("Test-drive day"), "2026-12-05");
    await user.selectOptions(screen.getByRole("combobox", { name: /Time of day/ }), "Morning");
    await user.click(screen.getByRole("checkbox", { name: /may call and text me/ }));
    await user.click(screen.getByRole("button", { name: "Request test drive" }));

    expect(await screen.findByRole("heading", { name: "Thank you! Your request was sent." })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({
      formType: "test-drive",
      returnTo: vehicle.path,
      vin: vehicle.vin,
      stockNumber: "H24100",
      name: "Kevin Nguyen",
      phone: "916-555-0199",
      preferredDate: "2026-12-05",
      preferredTime: "morning",
      consent: "yes",
      website: "",
    });
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByRole("form")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveValue("");
  });

  it("keeps what was typed and offers the phone number when the endpoint is unavailable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(503, { error: "down", phone: site.phone })),
    );
    const user = userEvent.setup();
    render(<VehicleInquiryForm vehicle={vehicle} />);
    await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Kevin Nguyen");
    await user.type(screen.getByRole("textbox", { name: /Your question/ }), "Is it still available?");
    await user.click(screen.getByRole("button", { name: "Send question" }));

    const heading = await screen.findByRole("heading", { name: "We could not send your message" });
    const notice = heading.parentElement as HTMLElement;
    expect(within(notice).getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+19165550142");
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveValue("Kevin Nguyen");
    expect(screen.getByRole("textbox", { name: /Your question/ })).toHaveValue("Is it still available?");
  });

  it("says the server could not be reached when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const user = userEvent.setup();
    render(<VehicleInquiryForm vehicle={vehicle} />);
    await user.click(screen.getByRole("button", { name: "Send question" }));
    expect(await screen.findByRole("heading", { name: "We could not reach our server" })).toBeInTheDocument();
  });

  it("puts errors about the attached vehicle above the form, with the phone number", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(422, { errors: { vin: "This vehicle's VIN is not valid." } })),
    );
    const user = userEvent.setup();
    render(<VehicleInquiryForm vehicle={vehicle} />);
    await user.click(screen.getByRole("button", { name: "Send question" }));
    expect(await screen.findByText("This vehicle's VIN is not valid.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: site.phone }).length).toBeGreaterThan(0);
  });
});
