import { LEAD_SENT_EVENT, leadSentEvent } from "../../src/lib/analytics/lead-sent-event";
import { returnedLeadFormId } from "../../src/lib/analytics/returned-lead";

describe("lead sent event", () => {
  it("bubbles, so one document listener hears every form", () => {
    const event = leadSentEvent({ formType: "contact", leadId: "abc" });
    expect(event.type).toBe(LEAD_SENT_EVENT);
    expect(event.bubbles).toBe(true);
    expect(event.detail).toEqual({ formType: "contact", leadId: "abc" });
  });
});

describe("returnedLeadFormId", () => {
  it("names the form a no-JavaScript post was sent from", () => {
    expect(returnedLeadFormId("?lead=sent", "#contact-form-sent")).toBe("contact-form");
    expect(returnedLeadFormId("?x=1&lead=sent", "#trade-in-form-sent")).toBe("trade-in-form");
  });

  it.each([
    ["an error", "?lead=error", "#contact-form-error"],
    ["no lead", "", "#contact-form-sent"],
    ["no status anchor", "?lead=sent", ""],
    ["another anchor", "?lead=sent", "#map"],
  ])("is nothing after %s", (_case, search, hash) => {
    expect(returnedLeadFormId(search, hash)).toBeUndefined();
  });
});
