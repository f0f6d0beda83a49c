// @vitest-environment jsdom
import { trackAscPage } from "../../src/components/asc-tracker";
import { ascItemAttribute } from "../../src/lib/analytics/asc-item";
import { leadSentEvent } from "../../src/lib/analytics/lead-sent-event";
import { makeVehicle } from "../../src/lib/content/make-vehicle";

// One tracker for the file: its document listeners are installed once, as in the browser.
const gtag = vi.fn();

function visit(path: string, body: string) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = body;
  trackAscPage();
}

const sent = () => gtag.mock.calls.map(([, name, params]) => ({ name, params }) as { name: string; params: object });

beforeEach(() => {
  window.gtag = gtag;
  gtag.mockClear();
});

const vehicle = makeVehicle();
const attribute = ascItemAttribute(vehicle)["data-asc-item"].replace(/"/g, "&quot;");
const LEAD_FORM = `<form id="contact-form" action="/api/leads" method="post">
  <input type="hidden" name="formType" value="contact"><input name="name"></form>`;

describe("ASC tracker", () => {
  it("counts a page once per path, with its type", () => {
    visit("/contact/", LEAD_FORM);
    trackAscPage();
    expect(sent()).toEqual([{ name: "asc_pageview", params: expect.objectContaining({ page_type: "contact" }) }]);
  });

  it("adds an item page view with the vehicle's fields on a vehicle page", () => {
    visit("/vehicles/2020-honda-accord-a1001/", `<div data-asc-item="${attribute}"></div>`);
    expect(sent().map((event) => event.name)).toEqual(["asc_pageview", "asc_item_pageview"]);
    expect(sent()[1].params).toMatchObject({ page_type: "item", item_id: vehicle.vin, item_make: "Honda" });
  });

  it("reports a click on a phone link and on a marked call to action, not on other links", () => {
    visit(
      "/",
      `<a href="tel:+19165550142"><span>Call</span></a><a href="/financing/" data-asc-cta="">
        Get   Pre-Approved</a><a href="/privacy/">Privacy</a>`,
    );
    gtag.mockClear();
    // jsdom cannot follow links; the events are sent before any navigation.
    document.body.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("span")!.click();
    document.querySelector<HTMLElement>("[data-asc-cta]")!.click();
    document.querySelector<HTMLElement>('[href="/privacy/"]')!.click();
    expect(sent()).toEqual([
      { name: "asc_click_to_call", params: expect.objectContaining({ comm_phone_number: "9165550142" }) },
      {
        name: "asc_cta_interaction",
        params: expect.objectContaining({
          element_text: "Get Pre-Approved",
          link_url: "/financing/",
          page_type: "home",
        }),
      },
    ]);
  });

  it("reports the first interaction with a lead form once, and a sent lead", () => {
    visit("/trade-in/", LEAD_FORM.replace('value="contact"', 'value="trade-in"'));
    gtag.mockClear();
    const field = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    field.focus();
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.blur();
    field.focus();
    document.querySelector("form")!.dispatchEvent(leadSentEvent({ formType: "trade-in", leadId: "L1" }));
    expect(sent()).toEqual([
      {
        name: "asc_form_engagement",
        params: expect.objectContaining({ form_name: "trade-in", form_type: "trade_in", page_type: "trade-in" }),
      },
      {
        name: "asc_form_submission",
        params: expect.objectContaining({ form_name: "trade-in", form_type: "trade_in", lead_id: "L1" }),
      },
    ]);
  });

  it("ignores interaction with forms that are not lead forms", () => {
    visit("/inventory/", `<form role="search"><input name="q"></form>`);
    gtag.mockClear();
    document.querySelector("input")!.focus();
    expect(sent()).toEqual([]);
  });

  it("counts a lead sent without JavaScript when the visitor lands back on the thank-you state, once", () => {
    visit("/contact/?lead=sent#contact-form-sent", LEAD_FORM);
    expect(sent()[1]).toEqual({
      name: "asc_form_submission",
      params: expect.objectContaining({ form_name: "contact", form_type: "consumer_contact", page_type: "contact" }),
    });
    gtag.mockClear();
    visit("/", "");
    visit("/contact/?lead=sent#contact-form-sent", LEAD_FORM);
    expect(sent().map((event) => event.name)).toEqual(["asc_pageview", "asc_pageview"]);
  });
});
