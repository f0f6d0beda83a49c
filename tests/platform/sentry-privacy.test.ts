import { sentryBrowserOptions } from "../../src/lib/platform/sentry-options";
import {
  MAX_REPORTED_TEXT,
  redactText,
  scrubBreadcrumb,
  scrubEvent,
  stripQuery,
} from "../../src/lib/platform/sentry-privacy";

describe("error reports carry no personal data", () => {
  it("redacts e-mail addresses and phone numbers in text", () => {
    expect(redactText("Lead failed for jane.doe+cars@example.com, call (916) 555-0142 or 916.555.0199")).toBe(
      "Lead failed for [email], call [phone] or [phone]",
    );
    expect(redactText("Cannot read properties of undefined (reading 'price') at 2019")).toBe(
      "Cannot read properties of undefined (reading 'price') at 2019",
    );
  });

  it("drops query strings and fragments from addresses", () => {
    expect(stripQuery("https://x.example/contact/?email=a%40b.c&name=Jane#form")).toBe("https://x.example/contact/");
  });

  it("removes the user, cookies, form data and query from the event and redacts messages", () => {
    const event = scrubEvent({
      message: "Could not send lead from jane@example.com",
      user: { ip_address: "203.0.113.9", email: "jane@example.com" },
      request: {
        url: "https://x.example/financing/?phone=9165550142",
        query_string: "phone=9165550142",
        data: { name: "Jane", email: "jane@example.com" },
        cookies: { session: "abc" },
        headers: { "User-Agent": "Mozilla/5.0", Referer: "https://x.example/contact/?email=jane@example.com" },
      },
      exception: { values: [{ value: "Invalid phone (916) 555-0142" }, {}] },
      breadcrumbs: [
        { category: "ui.input", message: "input[name=email]" },
        { category: "navigation", data: { from: "/contact/?email=jane@example.com", to: "/thanks/?name=Jane" } },
        { category: "fetch", data: { url: "/api/leads?debug=1", method: "POST" } },
        { category: "console", message: "sending jane@example.com" },
      ],
    });
    expect(event).not.toHaveProperty("user");
    expect(event.request).toEqual({ url: "https://x.example/financing/", headers: { "User-Agent": "Mozilla/5.0" } });
    expect(event.message).toBe("Could not send lead from [email]");
    expect(event.exception?.values).toEqual([{ value: "Invalid phone [phone]" }, {}]);
    expect(event.breadcrumbs).toEqual([
      { category: "navigation", data: { from: "/contact/", to: "/thanks/" } },
      { category: "fetch", data: { url: "/api/leads", method: "POST" } },
      { category: "console", message: "sending [email]" },
    ]);
    expect(JSON.stringify(event)).not.toMatch(/jane|555-?0142|9165550142/i);
  });

  it("redacts a 32,000-character message quickly, whatever it is made of", () => {
    for (const long of [
      "a".repeat(32_000),
      `a@${"a".repeat(32_000)}`,
      "a.".repeat(16_000),
      "1".repeat(32_000),
      `${"x".repeat(31_000)} jane@example.com`,
    ]) {
      const started = performance.now();
      const redacted = redactText(long);
      // Before the input was bounded this took seconds (quadratic backtracking); now well under a frame.
      expect(performance.now() - started, `${long.slice(0, 12)}...`).toBeLessThan(50);
      expect(redacted.length).toBeLessThanOrEqual(MAX_REPORTED_TEXT + 10);
    }
    expect(redactText(`${"x".repeat(MAX_REPORTED_TEXT - 30)} jane@example.com`)).toMatch(/ \[email\]$/);
  });

  it("finds e-mail addresses next to punctuation and several in a row", () => {
    expect(redactText("to: a@b.example,c.d+e@f-g.example.org; (x@y.io) x@y end@ @start.com a@b.c")).toBe(
      "to: [email],[email]; ([email]) x@y end@ @start.com a@b.c",
    );
  });

  it("drops extra, tags and contexts (keeping only the trace ids) and console breadcrumb arguments", () => {
    const event = scrubEvent({
      extra: { formValues: { email: "jane@example.com" } },
      tags: { customer: "jane@example.com" },
      contexts: {
        trace: { trace_id: "a".repeat(32), span_id: "b".repeat(16), data: { email: "jane@example.com" } },
        state: { phone: "9165550142" },
      },
      breadcrumbs: [
        {
          category: "console",
          message: "lead",
          data: { arguments: [{ email: "jane@example.com" }, "9165550142"], logger: "console" },
        },
        {
          category: "xhr",
          data: { url: "/api/leads?email=jane@example.com", method: "POST", status_code: 503, body: "name=Jane" },
        },
      ],
    });
    expect(event).not.toHaveProperty("extra");
    expect(event).not.toHaveProperty("tags");
    expect(event.contexts).toEqual({ trace: { trace_id: "a".repeat(32), span_id: "b".repeat(16) } });
    expect(event.breadcrumbs).toEqual([
      { category: "console", message: "lead", data: { logger: "console" } },
      { category: "xhr", data: { url: "/api/leads", method: "POST", status_code: 503 } },
    ]);
    expect(JSON.stringify(event)).not.toMatch(/jane|9165550142/i);
  });

  it("drops key presses and keeps other breadcrumbs' fields", () => {
    expect(scrubBreadcrumb({ category: "ui.input" })).toBeNull();
    expect(scrubBreadcrumb({ category: "ui.click", message: "button.submit" })).toEqual({
      category: "ui.click",
      message: "button.submit",
    });
  });

  it("configures the SDK to collect no personal data, with the scrubbers", () => {
    const options = sentryBrowserOptions({
      dsn: "https://k@o1.ingest.sentry.io/1",
      environment: "staging",
      release: "abc123",
    });
    expect(options).toMatchObject({
      dsn: "https://k@o1.ingest.sentry.io/1",
      environment: "staging",
      release: "abc123",
      sendClientReports: false,
    });
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    });
    expect(options).not.toHaveProperty("tracesSampleRate");
    expect(options.beforeSend?.({ type: undefined, request: { url: "https://x.example/?a=1" } }, {})).toEqual({
      type: undefined,
      request: { url: "https://x.example/" },
    });
    expect(options.beforeBreadcrumb?.({ category: "ui.input" })).toBeNull();
    const integrations = options.integrations as (defaults: Array<{ name: string }>) => Array<{ name: string }>;
    expect(
      integrations([{ name: "GlobalHandlers" }, { name: "BrowserSession" }, { name: "Breadcrumbs" }]).map(
        (item) => item.name,
      ),
    ).toEqual(["GlobalHandlers", "Breadcrumbs"]);
    expect(sentryBrowserOptions({ dsn: "https://k@h/1", environment: "production" })).not.toHaveProperty("release");
  });

  it("opted out of sale/sharing, keeps only the error: no breadcrumbs, no browser description", () => {
    const options = sentryBrowserOptions({ dsn: "https://k@h/1", environment: "production", optedOut: true });
    expect(options.maxBreadcrumbs).toBe(0);
    expect(options.beforeBreadcrumb?.({ category: "navigation", data: { from: "/", to: "/contact/" } })).toBeNull();
    const event = options.beforeSend?.(
      {
        type: undefined,
        message: "failed",
        request: { url: "https://x.example/contact/", headers: { "User-Agent": "Mozilla/5.0" } },
        breadcrumbs: [{ category: "navigation", data: { to: "/contact/" } }],
      },
      {},
    );
    expect(event).toEqual({ type: undefined, message: "failed", request: { url: "https://x.example/contact/" } });
    // Not opted out, the same report keeps its trail and browser.
    const kept = sentryBrowserOptions({ dsn: "https://k@h/1", environment: "production" });
    expect(kept).not.toHaveProperty("maxBreadcrumbs");
    expect(
      kept.beforeSend?.(
        { type: undefined, request: { url: "https://x.example/", headers: { "User-Agent": "Mozilla/5.0" } } },
        {},
      ),
    ).toEqual({ type: undefined, request: { url: "https://x.example/", headers: { "User-Agent": "Mozilla/5.0" } } });
  });
});
