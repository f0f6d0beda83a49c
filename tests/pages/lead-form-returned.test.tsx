// @vitest-environment jsdom
// After a no-JavaScript post the dealer's answer must show even when the page was rendered by the client
// (service worker app shell), where CSS :target never matches.
import { render } from "@testing-library/react";
import React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm } from "../../src/components/leads/contact-form";

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  return render(<ContactForm businessName="Sierra Vista Motors" phone="(916) 555-0142" labelledBy="contact-heading" />);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("lead form after a no-JavaScript post", () => {
  it("marks and focuses the notice named by ?lead= and the fragment", () => {
    const { container } = renderAt("/contact/?lead=unavailable#contact-form-unavailable");
    const notice = container.querySelector("#contact-form-unavailable");
    expect(notice).toHaveAttribute("data-returned");
    expect(notice).toHaveFocus();
    expect(container.querySelectorAll("[data-returned]")).toHaveLength(1);
  });

  it("marks nothing when the fragment names another form or no outcome is given", () => {
    expect(
      renderAt("/contact/?lead=sent#pre-approval-form-sent").container.querySelectorAll("[data-returned]"),
    ).toHaveLength(0);
  });

  it("marks nothing on a plain visit", () => {
    expect(renderAt("/contact/").container.querySelectorAll("[data-returned]")).toHaveLength(0);
  });
});
