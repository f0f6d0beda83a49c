// @vitest-environment jsdom
// The privacy notice says how waiting leads are kept exactly as the lead function keeps them.
import { render, screen } from "@testing-library/react";
import React from "react";
import { PrivacyView } from "../../src/components/page-views/privacy-view";
import { leadKeepingOf } from "../../src/lib/leads/delivery/config/lead-keeping-of";
import { site } from "./support-site";

const keepingText = () => screen.getByRole("heading", { name: "How long we keep it" }).nextElementSibling?.textContent;

describe("the privacy notice on waiting leads", () => {
  it("says encrypted, and the number of days, when the outbox has a key", () => {
    render(<PrivacyView site={site} errorReporting={false} leadKeeping={{ encrypted: true, maxDays: 14 }} />);
    expect(keepingText()).toMatch(/hosting provider’s storage, encrypted\) until it reaches us/);
    expect(keepingText()).toMatch(/has not reached us after 14 days is deleted then/);
  });

  it("does not claim encryption without a key", () => {
    render(<PrivacyView site={site} errorReporting={false} leadKeeping={{ encrypted: false, maxDays: 30 }} />);
    expect(keepingText()).not.toMatch(/encrypted/);
    expect(keepingText()).toMatch(/which only we can read\) until it reaches us/);
  });

  it("takes both facts from the lead settings", () => {
    expect(leadKeepingOf({})).toEqual({ encrypted: false, maxDays: 30 });
    expect(leadKeepingOf({ LEAD_OUTBOX_KEY: "a2V5", LEAD_OUTBOX_MAX_DAYS: "7" })).toEqual({
      encrypted: true,
      maxDays: 7,
    });
  });
});
