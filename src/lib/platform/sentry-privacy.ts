// Keeps personal data out of error reports: what shoppers type into lead forms (names, e-mail addresses,
// phone numbers) must never leave the browser in a Sentry event.

const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/**
 * Longest text an error report keeps from one field. Redaction runs in the visitor's tab while it reports
 * an error: bounding the input bounds the work (a 32,000-character message once froze the tab for seconds).
 * @internal exported for its unit tests
 */
export const MAX_REPORTED_TEXT = 1000;

const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const DOMAIN_CHAR = /[A-Za-z0-9.-]/;

/**
 * E-mail addresses replaced by `[email]`, found from each `@` outwards: linear in the text's length, where a
 * single regular expression (`[chars]+@[chars]+\.[a-z]{2,}`) backtracks quadratically on long runs of letters.
 */
function redactEmails(text: string): string {
  let result = "";
  let copiedUpTo = 0;
  let at = text.indexOf("@");
  while (at !== -1) {
    let start = at;
    while (start > copiedUpTo && LOCAL_CHAR.test(text[start - 1])) start--;
    let end = at + 1;
    while (end < text.length && DOMAIN_CHAR.test(text[end])) end++;
    // The domain ends at its last letter run of two or more after a dot: "example.com." keeps the final dot.
    const domain = /^(.*\.[A-Za-z]{2,})/.exec(text.slice(at + 1, end));
    if (start < at && domain) {
      result += `${text.slice(copiedUpTo, start)}[email]`;
      copiedUpTo = at + 1 + domain[1].length;
    }
    at = text.indexOf("@", Math.max(at + 1, copiedUpTo));
  }
  return result + text.slice(copiedUpTo);
}

/**
 * Replaces e-mail addresses and phone numbers in free text, after cutting it to MAX_REPORTED_TEXT characters.
 * @internal exported for its unit tests
 */
export function redactText(text: string): string {
  const bounded = text.length > MAX_REPORTED_TEXT ? `${text.slice(0, MAX_REPORTED_TEXT)}… [cut]` : text;
  return redactEmails(bounded).replace(PHONE, "[phone]");
}

/**
 * An address without its query string and fragment, where form fields and tracking ids travel.
 * @internal exported for its unit tests
 */
export function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, "");
}

// Structural types: the fields of Sentry's events we touch, so this module stays free of the SDK.
export interface ScrubbableBreadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

export interface ScrubbableEvent {
  message?: string;
  transaction?: string;
  user?: unknown;
  request?: {
    url?: string;
    query_string?: unknown;
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
  };
  exception?: { values?: Array<{ value?: string }> };
  breadcrumbs?: ScrubbableBreadcrumb[];
  extra?: unknown;
  tags?: unknown;
  contexts?: { trace?: { trace_id?: unknown; span_id?: unknown; parent_span_id?: unknown } } & Record<string, unknown>;
}

const URL_FIELDS = ["url", "from", "to"] as const;
// What a breadcrumb may keep in `data`: where a request or navigation went and how it ended. Everything else
// goes, above all the console's `arguments` (whatever a script logged: form values, API answers).
const BREADCRUMB_DATA_FIELDS = new Set<string>([...URL_FIELDS, "method", "status_code", "logger"]);

export function scrubBreadcrumb<T extends ScrubbableBreadcrumb>(breadcrumb: T): T | null {
  // Key presses in form fields say nothing about a bug and everything about the shopper.
  if (breadcrumb.category === "ui.input") return null;
  let data: Record<string, unknown> | undefined;
  if (breadcrumb.data) {
    data = {};
    for (const [field, value] of Object.entries(breadcrumb.data)) {
      if (!BREADCRUMB_DATA_FIELDS.has(field)) continue;
      data[field] =
        typeof value === "string"
          ? URL_FIELDS.includes(field as (typeof URL_FIELDS)[number])
            ? stripQuery(value)
            : redactText(value)
          : value;
    }
  }
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined ? { message: redactText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

/** `optedOut`: the shopper opted out of sale/sharing; the report keeps the error only (no trail, no browser). */
export function scrubEvent<T extends ScrubbableEvent>(event: T, { optedOut = false }: { optedOut?: boolean } = {}): T {
  const scrubbed: T = { ...event };
  delete scrubbed.user;
  // Free-form fields any code (ours, the SDK's integrations, a third party's) can fill with anything; an
  // error report needs none of them. Only the trace's random ids are kept, so events stay linkable.
  delete scrubbed.extra;
  delete scrubbed.tags;
  delete scrubbed.contexts;
  const trace = event.contexts?.trace;
  if (trace) {
    const ids = Object.fromEntries(
      (["trace_id", "span_id", "parent_span_id"] as const)
        .filter((key) => typeof trace[key] === "string")
        .map((key) => [key, trace[key]]),
    );
    scrubbed.contexts = { trace: ids };
  }
  if (event.request) {
    const userAgent = optedOut ? undefined : event.request.headers?.["User-Agent"];
    scrubbed.request = {
      ...(event.request.url ? { url: stripQuery(event.request.url) } : {}),
      ...(userAgent ? { headers: { "User-Agent": userAgent } } : {}),
    };
  }
  if (event.message !== undefined) scrubbed.message = redactText(event.message);
  if (event.transaction !== undefined) scrubbed.transaction = stripQuery(event.transaction);
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: redactText(value.value) },
      ),
    };
  }
  if (optedOut) delete scrubbed.breadcrumbs;
  else if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs
      .map((crumb) => scrubBreadcrumb(crumb))
      .filter((crumb): crumb is ScrubbableBreadcrumb => crumb !== null);
  }
  return scrubbed;
}
