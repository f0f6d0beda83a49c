import {
  ASC_EVENT_OWNER,
  ascClickToCall,
  ascCtaInteraction,
  ascFormEngagement,
  ascFormSubmission,
  ascFormType,
  ascItemPageview,
  ascPageType,
  ascPageview,
  phoneDigits,
} from "../../src/lib/analytics/asc-events";
import { ascItemOf } from "../../src/lib/analytics/asc-item";
import { makeVehicle } from "../../src/lib/content/make-vehicle";

const item = ascItemOf(makeVehicle());

describe("ascPageType", () => {
  it.each([
    ["/", "home"],
    ["/index.html", "home"],
    ["/inventory/", "item_list"],
    ["/inventory/?make=Honda", "item_list"],
    ["/vehicles/", "item_list"],
    ["/vehicles/3/", "item_list"],
    ["/vehicles/make/honda/", "item_list"],
    ["/vehicles/make/honda/2/", "item_list"],
    ["/vehicles/2020-honda-accord-a1001/", "item"],
    ["/financing/", "finance"],
    ["/payments/", "finance"],
    ["/trade-in/", "trade-in"],
    ["/contact", "contact"],
    ["/privacy/", "custom"],
    ["/no-such-page/", "custom"],
  ])("%s is %s", (path, type) => {
    expect(ascPageType(path)).toBe(type);
  });
});

describe("ASC event payloads", () => {
  it("a page view carries the owner, the affiliation and the page type, and no item fields off a vehicle page", () => {
    expect(ascPageview({ pageType: "home" })).toEqual({
      name: "asc_pageview",
      params: { event_owner: ASC_EVENT_OWNER, affiliation: "native", page_type: "home" },
    });
  });

  it("an item page view carries every vehicle field", () => {
    expect(ascItemPageview({ pageType: "item", item })).toEqual({
      name: "asc_item_pageview",
      params: {
        event_owner: ASC_EVENT_OWNER,
        affiliation: "native",
        page_type: "item",
        item_id: makeVehicle().vin,
        item_number: "A1001",
        item_price: 21995,
        item_condition: "used",
        item_year: 2020,
        item_make: "Honda",
        item_model: "Accord",
        item_variant: "Sport",
        item_color: "Platinum White Pearl",
        item_type: "Sedan",
        item_fuel_type: "Gasoline",
        item_inventory_date: "2026-10-01",
      },
    });
  });

  it("a call to action reports its text, its link and the click, with the vehicle on a vehicle page", () => {
    const event = ascCtaInteraction(
      { pageType: "item", item },
      { text: "Ask about this vehicle", linkUrl: "#inquiry" },
    );
    expect(event.name).toBe("asc_cta_interaction");
    expect(event.params).toMatchObject({
      page_type: "item",
      element_text: "Ask about this vehicle",
      element_type: "button",
      element_subtype: "cta_button",
      event_action: "click",
      link_url: "#inquiry",
      department: "sales",
      item_id: item.item_id,
    });
    expect(ascCtaInteraction({ pageType: "home" }, { text: "Get Pre-Approved" }).params).not.toHaveProperty("link_url");
  });

  it("a click to call reports the number as digits for the sales department", () => {
    expect(ascClickToCall({ pageType: "contact" }, "tel:+19165550142")).toEqual({
      name: "asc_click_to_call",
      params: {
        event_owner: ASC_EVENT_OWNER,
        affiliation: "native",
        page_type: "contact",
        comm_type: "call",
        comm_phone_number: "9165550142",
        department: "sales",
        event_action: "click",
      },
    });
  });

  it.each([
    ["tel:+19165550142", "9165550142"],
    ["tel:(916) 555-0142", "9165550142"],
    ["tel:5550142", "5550142"],
  ])("phoneDigits(%s) is %s", (href, digits) => {
    expect(phoneDigits(href)).toBe(digits);
  });

  it("a form engagement is the start of a form lead", () => {
    expect(ascFormEngagement({ pageType: "finance" }, "pre-approval")).toEqual({
      name: "asc_form_engagement",
      params: {
        event_owner: ASC_EVENT_OWNER,
        affiliation: "native",
        page_type: "finance",
        comm_type: "form",
        comm_status: "start",
        event_action: "start",
        department: "sales",
        form_name: "pre-approval",
        form_type: "finance",
      },
    });
  });

  it("a form submission reports the form, its type, the CRM outcome and the lead id when there is one", () => {
    expect(ascFormSubmission({ pageType: "contact" }, "contact", "lead-123")).toEqual({
      name: "asc_form_submission",
      params: {
        event_owner: ASC_EVENT_OWNER,
        affiliation: "native",
        page_type: "contact",
        comm_type: "form",
        comm_outcome: "crm_update",
        department: "sales",
        form_name: "contact",
        form_type: "consumer_contact",
        lead_id: "lead-123",
      },
    });
    expect(ascFormSubmission({ pageType: "item", item }, "inquiry").params).not.toHaveProperty("lead_id");
    expect(ascFormSubmission({ pageType: "item", item }, "inquiry").params).toMatchObject({ item_make: "Honda" });
  });

  it.each([
    ["contact", "consumer_contact"],
    ["inquiry", "consumer_contact"],
    ["test-drive", "consumer_contact"],
    ["confirm-availability", "consumer_contact"],
    ["pre-approval", "finance"],
    ["trade-in", "trade_in"],
  ])("the %s form is a %s form", (formName, formType) => {
    expect(ascFormType(formName)).toBe(formType);
  });
});
