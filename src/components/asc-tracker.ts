// The ASC events in the browser. Loaded with import() by the Analytics component only when a measurement id
// is set, so a site without analytics never downloads it. Delegated document listeners find calls, calls to
// action and lead forms on any page, present and future, without touching their components.
import {
  ascClickToCall,
  ascCtaInteraction,
  ascFormEngagement,
  ascFormSubmission,
  ascItemPageview,
  ascPageType,
  ascPageview,
  type AscPage,
} from "../lib/analytics/asc-events";
import { ASC_ITEM_ATTRIBUTE } from "../lib/analytics/asc-item";
import { LEAD_SENT_EVENT, type LeadSentDetail } from "../lib/analytics/lead-sent-event";
import { parseAscItem } from "../lib/analytics/parse-asc-item";
import { returnedLeadFormId } from "../lib/analytics/returned-lead";
import { sendAscEvent } from "../lib/analytics/send-asc-event";
import { LEAD_ENDPOINT } from "../lib/leads/lead-options";

/** Marks a main call to action (a button-styled link or button); its text is what the event reports. */
const CTA_SELECTOR = "[data-asc-cta]";
const LEAD_FORM_SELECTOR = `form[action="${LEAD_ENDPOINT}"], form[data-lead-form]`;

let installed = false;
let lastPath: string | undefined;
const engaged = new WeakSet<HTMLFormElement>();

function currentPage(): AscPage {
  const pageType = ascPageType(window.location.pathname);
  const item = parseAscItem(document.querySelector(`[${ASC_ITEM_ATTRIBUTE}]`)?.getAttribute(ASC_ITEM_ATTRIBUTE));
  return item ? { pageType, item } : { pageType };
}

/** A form's name for reports: its `data-form-name`, else the lead kind it sends, else its id. */
function leadFormName(form: HTMLFormElement): string {
  const kind = form.elements.namedItem("formType") as HTMLInputElement | RadioNodeList | null;
  return form.dataset.formName || kind?.value || form.id || "lead";
}

const visibleText = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const call = target?.closest<HTMLAnchorElement>('a[href^="tel:"]');
  if (call) {
    sendAscEvent(ascClickToCall(currentPage(), call.getAttribute("href") ?? ""));
    return;
  }
  const cta = target?.closest(CTA_SELECTOR);
  if (cta) {
    const href = cta.getAttribute("href") ?? undefined;
    sendAscEvent(ascCtaInteraction(currentPage(), { text: visibleText(cta), linkUrl: href }));
  }
}

function onFormInteraction(event: Event): void {
  const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>(LEAD_FORM_SELECTOR) : null;
  if (!form || engaged.has(form)) return;
  engaged.add(form);
  sendAscEvent(ascFormEngagement(currentPage(), leadFormName(form)));
}

function onLeadSent(event: Event): void {
  const { formType, leadId } = (event as CustomEvent<LeadSentDetail>).detail ?? {};
  const form = event.target instanceof HTMLFormElement ? event.target : undefined;
  const name = formType || (form ? leadFormName(form) : "lead");
  sendAscEvent(ascFormSubmission(currentPage(), name, leadId));
  // The next lead from the same form (after "Send another message") starts a new engagement.
  if (form) engaged.delete(form);
}

/** A lead sent by a plain form post comes back as `?lead=sent#<form id>-sent`: counted once per landing. */
function countReturnedLead(page: AscPage): void {
  const formId = returnedLeadFormId(window.location.search, window.location.hash);
  if (!formId) return;
  const key = `asc-lead-counted:${window.location.href}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Storage blocked: count it anyway; a reload may count it twice.
  }
  const form = document.getElementById(formId);
  const name = form instanceof HTMLFormElement ? leadFormName(form) : formId;
  sendAscEvent(ascFormSubmission(page, name));
}

/** Called for the first page and after every client-side navigation; counts each path once in a row. */
export function trackAscPage(): void {
  if (!installed) {
    installed = true;
    document.addEventListener("click", onClick, { capture: true, passive: true });
    document.addEventListener("focusin", onFormInteraction, { passive: true });
    document.addEventListener("input", onFormInteraction, { passive: true });
    document.addEventListener(LEAD_SENT_EVENT, onLeadSent);
  }
  const path = window.location.pathname;
  if (path === lastPath) return;
  lastPath = path;
  const page = currentPage();
  sendAscEvent(ascPageview(page));
  if (page.item) sendAscEvent(ascItemPageview({ ...page, item: page.item }));
  countReturnedLead(page);
}
