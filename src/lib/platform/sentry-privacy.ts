// Keeps personal data out of error reports: what shoppers type into lead forms (names, e-mail addresses,
// phone numbers) must never leave the browser in a Sentry event.

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/** Replaces e-mail addresses and phone numbers in free text. */
export function redactText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

/** An address without its query string and fragment, where form fields and tracking ids travel. */
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
}

const URL_FIELDS = ["url", "from", "to"] as const;

export function scrubBreadcrumb<T extends ScrubbableBreadcrumb>(breadcrumb: T): T | null {
  // Key presses in form fields say nothing about a bug and everything about the shopper.
  if (breadcrumb.category === "ui.input") return null;
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) {
    for (const field of URL_FIELDS) {
      if (typeof data[field] === "string") data[field] = stripQuery(data[field] as string);
    }
  }
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined ? { message: redactText(breadcrumb.message) } : {}),
    ...(data ? { data } : {}),
  };
}

export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  const scrubbed: T = { ...event };
  delete scrubbed.user;
  if (event.request) {
    const userAgent = event.request.headers?.["User-Agent"];
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
      values: event.exception.values.map((value) => (value.value === undefined ? value : { ...value, value: redactText(value.value) })),
    };
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb)).filter((crumb): crumb is ScrubbableBreadcrumb => crumb !== null);
  }
  return scrubbed;
}
