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

describe("the privacy notice's summary", () => {
  const summary = () => screen.getByRole("heading", { name: "In short" }).nextElementSibling?.textContent ?? "";

  it("says nothing is sold or shared on a site without analytics", () => {
    render(<PrivacyView site={site} errorReporting={false} leadKeeping={{ encrypted: true, maxDays: 14 }} />);
    expect(summary()).toContain("We do not sell or share your personal information");
    expect(summary()).not.toContain("Google Analytics");
  });

  it("names the visit counting, which may count as sharing, when Google Analytics is on", () => {
    render(<PrivacyView site={site} errorReporting={false} analytics leadKeeping={{ encrypted: true, maxDays: 14 }} />);
    expect(summary()).not.toContain("sell or share");
    expect(summary()).toContain("count visits to this website with Google Analytics");
    expect(summary()).toContain("California law may count the visit counting as sharing");
  });
});
