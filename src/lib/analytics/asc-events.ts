// The Automotive Standards Council (ASC) GA4 events: the names and parameters dealer reporting tools expect
// from every dealer website, so a dealer's GA4 reports read the same as on the big platforms. Pure builders:
// the browser wiring (components/asc-tracker.ts) only finds the facts and hands them here.
import { normalizePath, ROUTES } from "../paths";
import type { AscItem } from "./asc-item";

/**
 * Who sends the event: ASC's `event_owner` names the product that fired it.
 * @internal exported for its unit tests
 */
export const ASC_EVENT_OWNER = "dealer site";

export type AscPageType = "home" | "item_list" | "item" | "finance" | "trade-in" | "contact" | "custom";

export type AscParams = Record<string, string | number>;

export interface AscEvent {
  name: string;
  params: AscParams;
}

/** What every event of a page shares: the page type and, on a vehicle page, the vehicle's item fields. */
export interface AscPage {
  pageType: AscPageType;
  item?: AscItem;
}

const PAGE_TYPES: Record<string, AscPageType> = {
  [normalizePath(ROUTES.home)]: "home",
  [normalizePath(ROUTES.inventory)]: "item_list",
  [normalizePath(ROUTES.vehicles)]: "item_list",
  [normalizePath(ROUTES.financing)]: "finance",
  [normalizePath(ROUTES.payments)]: "finance",
  [normalizePath(ROUTES.contact)]: "contact",
  "/trade-in": "trade-in",
};

/** The ASC page type of a path: `/vehicles/2/` and `/vehicles/make/honda/` are lists, `/vehicles/<slug>/` a vehicle. */
export function ascPageType(pathname: string): AscPageType {
  const path = normalizePath(pathname);
  const known = PAGE_TYPES[path];
  if (known) return known;
  const vehicles = normalizePath(ROUTES.vehicles);
  if (path.startsWith(`${vehicles}/`)) {
    const rest = path.slice(vehicles.length + 1);
    return /^\d+$/.test(rest) || rest.startsWith("make/") ? "item_list" : "item";
  }
  return "custom";
}

// Every ASC event carries these; "native" says the site's own code fired it, not a bolt-on tool.
function common(page: AscPage): AscParams {
  return { event_owner: ASC_EVENT_OWNER, affiliation: "native", page_type: page.pageType, ...page.item };
}

export function ascPageview(page: AscPage): AscEvent {
  return { name: "asc_pageview", params: common(page) };
}

/** Sent next to `asc_pageview` on a vehicle page. */
export function ascItemPageview(page: AscPage & { item: AscItem }): AscEvent {
  return { name: "asc_item_pageview", params: common(page) };
}

export function ascCtaInteraction(page: AscPage, cta: { text: string; linkUrl?: string }): AscEvent {
  return {
    name: "asc_cta_interaction",
    params: {
      ...common(page),
      department: "sales",
      element_text: cta.text,
      element_type: "button",
      element_subtype: "cta_button",
      event_action: "click",
      ...(cta.linkUrl ? { link_url: cta.linkUrl } : {}),
    },
  };
}

/**
 * `tel:+19165550142` or `tel:(916) 555-0142` as the digits ASC reports (`9165550142`).
 * @internal exported for its unit tests
 */
export function phoneDigits(telHref: string): string {
  const digits = telHref.replace(/^tel:/i, "").replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export function ascClickToCall(page: AscPage, telHref: string): AscEvent {
  return {
    name: "asc_click_to_call",
    params: {
      ...common(page),
      comm_type: "call",
      comm_phone_number: phoneDigits(telHref),
      department: "sales",
      event_action: "click",
    },
  };
}

const FORM_TYPES: Record<string, string> = {
  "pre-approval": "finance",
  "credit-application": "finance",
  financing: "finance",
  "trade-in": "trade_in",
};

/**
 * ASC's `form_type` of a lead form, from its lead kind (`formType` field): finance and trade-in forms have
 * their own, every other lead (contact, inquiry, test drive, availability ...) is a consumer contact. A new
 * form needs no change here unless it belongs to one of the special types.
 * @internal exported for its unit tests
 */
export function ascFormType(formName: string): string {
  return FORM_TYPES[formName] ?? "consumer_contact";
}

function formParams(page: AscPage, formName: string): AscParams {
  return {
    ...common(page),
    comm_type: "form",
    department: "sales",
    form_name: formName,
    form_type: ascFormType(formName),
  };
}

/** The first interaction with a lead form. */
export function ascFormEngagement(page: AscPage, formName: string): AscEvent {
  return {
    name: "asc_form_engagement",
    params: { ...formParams(page, formName), comm_status: "start", event_action: "start" },
  };
}

/** A lead the endpoint accepted (so it reached the dealer's outbox or CRM). */
export function ascFormSubmission(page: AscPage, formName: string, leadId?: string): AscEvent {
  return {
    name: "asc_form_submission",
    params: {
      ...formParams(page, formName),
      comm_outcome: "crm_update",
      ...(leadId ? { lead_id: leadId } : {}),
    },
  };
}
