// One lead as the e-mail the dealer receives: built once when the lead arrives, saved as is in the
// outbox when it cannot be sent, and sent later unchanged by `npm run leads:send`.
import { DEFAULT_LOCALE, type Locale } from "../../../i18n/locale";
import { buildAdf, type AdfContext } from "../../adf";
import { formatLeadDetails, leadSubject, leadSummary } from "../../lead-details";
import type { FormType } from "../../lead-options";
import type { Lead } from "../../lead-schema";
import type { SmtpSettings } from "../config/lead-config";

export interface LeadMessage {
  id: string;
  formType: FormType;
  createdAt: string;
  subject: string;
  /** The ADF/XML document. */
  adf: string;
  /** The same lead as readable text. */
  summary: string;
  /** The visitor's e-mail address, so "Reply" in the dealer's mail program reaches them. */
  replyTo?: string;
  /** The language of the page the lead was sent from (absent in leads saved before the site had two). */
  language?: Locale;
  /** A dealer group's lot the lead is for: its LEAD_TO_<ID> gets it (absent: LEAD_TO). */
  location?: string;
}

/** Everything the ADF document needs besides the lead, and the lot whose staff get it. */
export type LeadMessageContext = AdfContext & { location?: string };

/** The e-mail of a lead: its details made once, then the ADF and the people's summary from them. */
export function buildLeadMessage(lead: Lead, context: LeadMessageContext): LeadMessage {
  const pageUrl = context.pagePath ? `${context.siteUrl}${context.pagePath}` : undefined;
  const details = formatLeadDetails(lead, context.vehicle);
  return {
    id: context.id,
    formType: lead.formType,
    createdAt: context.requestDate.toISOString(),
    subject: leadSubject(lead, context.vehicle),
    adf: buildAdf(lead, context, details),
    summary: leadSummary(
      lead,
      { id: context.id, requestDate: context.requestDate, pageUrl, vehicle: context.vehicle },
      details,
    ),
    replyTo: lead.email,
    language: lead.language ?? DEFAULT_LOCALE,
    ...(context.location ? { location: context.location } : {}),
  };
}

export interface MailOptions {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: string; contentType: string }[];
}

/**
 * The e-mail. CRMs read ADF from the plain-text body, so by default (format "adf") the body is the ADF
 * document and nothing else. Format "readable" is for a person's inbox: the summary as the body and the
 * ADF attached as lead-<id>.xml.
 */
export function toMailOptions(message: LeadMessage, smtp: Pick<SmtpSettings, "from" | "to" | "format">): MailOptions {
  const readable = smtp.format === "readable";
  return {
    from: smtp.from,
    to: smtp.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: readable ? message.summary : message.adf,
    headers: { "X-Lead-Id": message.id },
    attachments: readable
      ? [{ filename: `lead-${message.id}.xml`, content: message.adf, contentType: "application/xml" }]
      : [],
  };
}
