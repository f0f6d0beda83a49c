// @vitest-environment jsdom
import { render } from "@testing-library/react";
import React from "react";

// The shared gatsby mock renders <Script> as nothing; here it shows what would be handed to Gatsby.
vi.mock("gatsby", async (importOriginal) => {
  const original = await importOriginal<typeof import("gatsby")>();
  return {
    ...original,
    Script: ({ strategy, src, id, forward, dangerouslySetInnerHTML }: Record<string, unknown>) => (
      <output
        data-testid="script"
        data-strategy={String(strategy)}
        data-src={src as string}
        data-id={id as string}
        data-forward={JSON.stringify(forward)}
      >
        {(dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html}
      </output>
    ),
  };
});

// The ASC events module (a chunk of its own in the site) stands in here, to see when it is loaded.
const trackAscPage = vi.fn();
vi.mock("../../src/components/asc-tracker", () => ({ trackAscPage }));

async function freshAnalytics() {
  // The last counted path lives in the module (the layout remounts it on some navigations).
  vi.resetModules();
  return (await import("../../src/components/analytics")).Analytics;
}

describe("Analytics", () => {
  afterEach(async () => {
    // A render with a measurement id starts import() of the events module: let it land before the next test
    // (or the environment's teardown, which otherwise fails the run with an unhandled rejection).
    await vi.dynamicImportSettled();
    trackAscPage.mockClear();
    delete window.gtag;
    window.history.replaceState(null, "", "/");
  });

  // First, so no earlier test's import() can still be landing.
  it("loads the ASC events for the first page and every navigation only with a measurement id", async () => {
    const Analytics = await freshAnalytics();
    const { rerender } = render(<Analytics measurementId={undefined} />);
    // render() has run the effects; an import() one of them started has landed and run its callback by now.
    await vi.dynamicImportSettled();
    expect(trackAscPage).not.toHaveBeenCalled();
    rerender(<Analytics measurementId="G-ABC123" />);
    await vi.waitFor(() => expect(trackAscPage).toHaveBeenCalledTimes(1));
    window.history.replaceState(null, "", "/financing/");
    rerender(<Analytics measurementId="G-ABC123" />);
    await vi.waitFor(() => expect(trackAscPage).toHaveBeenCalledTimes(2));
  });

  it("renders nothing, so nothing third-party loads, without a measurement id", async () => {
    const Analytics = await freshAnalytics();
    const { container } = render(<Analytics measurementId={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("loads the Google tag off the main thread, forwarding gtag calls to Partytown", async () => {
    const Analytics = await freshAnalytics();
    const { getAllByTestId } = render(<Analytics measurementId="G-ABC123" />);
    const [tag, setup] = getAllByTestId("script");
    expect(tag.dataset).toMatchObject({
      strategy: "off-main-thread",
      src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123",
      forward: '["gtag"]',
    });
    expect(setup.dataset).toMatchObject({ strategy: "off-main-thread", id: "google-tag-config", forward: '["gtag"]' });
    expect(setup.textContent).toContain('window.gtag("config","G-ABC123"');
  });

  it("counts later client-side navigations as page views, not the first page", async () => {
    const Analytics = await freshAnalytics();
    const gtag = vi.fn();
    window.gtag = gtag;
    window.history.replaceState(null, "", "/first/");
    const { rerender } = render(<Analytics measurementId="G-ABC123" />);
    rerender(<Analytics measurementId="G-ABC123" />);
    expect(gtag).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/vehicles/a/");
    rerender(<Analytics measurementId="G-ABC123" />);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "page_view",
      expect.objectContaining({ page_location: "http://localhost:3000/vehicles/a/" }),
    );
  });

  it("asks for neither the ASC events nor a page view for a shopper who opted out", async () => {
    const Analytics = await freshAnalytics();
    const gtag = vi.fn();
    window.gtag = gtag;
    window.localStorage.setItem("privacy-choice", "opt-out");
    try {
      window.history.replaceState(null, "", "/first/");
      const { rerender } = render(<Analytics measurementId="G-ABC123" />);
      window.history.replaceState(null, "", "/vehicles/a/");
      rerender(<Analytics measurementId="G-ABC123" />);
      await vi.dynamicImportSettled();
      expect(trackAscPage).not.toHaveBeenCalled();
      expect(gtag).not.toHaveBeenCalled();
    } finally {
      window.localStorage.removeItem("privacy-choice");
    }
  });
});
