// Where a plain (no-JavaScript) form post is sent back to. Only paths on this site are accepted, so the
// endpoint can never be used to redirect a visitor elsewhere.
import { FORM_LIMITS } from "./form-limits";

export type LeadOutcome = "sent" | "error" | "unavailable" | "limited";

const PROBE_ORIGIN = "https://same-site.invalid";

/** The path part of a same-site path, or `fallback` for anything else (absolute, protocol-relative, odd). */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > FORM_LIMITS.returnTo) return fallback;
  // "//evil.example", "/\evil.example" and control characters are what browsers turn into other hosts.
  if (
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\") ||
    /[\u0000-\u001F\u007F\\]/.test(value)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments are resolved above: "/.//x", "/%2e//x" and "/a/..//x" all become "//x", which a browser
  // would read as another host. The result must be safe on its own, not only after a second call.
  const { pathname } = url;
  if (pathname.startsWith("//") || pathname.startsWith("/\\")) return fallback;
  return pathname;
}

/** The id of the status message a no-JavaScript visitor lands on: `contact-form-sent`. */
export const statusAnchor = (formId: string, outcome: LeadOutcome) => `${formId}-${outcome}`;

/** `/contact/?lead=sent#contact-form-sent` */
export function leadRedirectLocation(returnTo: unknown, formId: string, outcome: LeadOutcome): string {
  return `${safeReturnPath(returnTo)}?lead=${outcome}#${statusAnchor(formId, outcome)}`;
}

/** The outcome named by a `?lead=` query, for pages that show it after a no-JavaScript post. */
export function leadOutcomeFromSearch(search: string): LeadOutcome | undefined {
  const value = new URLSearchParams(search).get("lead");
  return value === "sent" || value === "error" || value === "unavailable" || value === "limited" ? value : undefined;
}
