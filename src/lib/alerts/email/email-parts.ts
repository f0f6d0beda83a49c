// The frame every alert e-mail shares, as plain text and as HTML: the dealer's name at the top, the content, then why
// it came, the dealer's postal address and phone, and a visible link to the unsubscribe page. The HTML is a
// table layout with inline styles (what mail programs keep), the brand blue #004391 on white, every text escaped.
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import { siteBadgeLabels } from "../../content/site-badge-labels";
import { intlLocaleOf, type Locale } from "../../i18n/locale";
import { activeFilters } from "../../inventory/active-filters";
import { parseInventoryQuery } from "../../inventory/query";
import type { DealerInfo } from "../../server-kit/dealer";
import { textIn, type TextParams } from "../../i18n/text-catalog";
import { EMAIL_TEXT, type EmailTextKey } from "./email-text";

export interface EmailContext {
  dealer: DealerInfo;
  /** The badge labels of content/site.json, for a search that asks for a badge. */
  badges: BadgeLabelSettings;
  /** SITE_URL, without a trailing slash. */
  siteUrl: string;
  language: Locale;
  /** The unsubscribe page with its token (the e-mail's visible link). */
  unsubscribePage: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe in HTML content and attribute values; control characters removed. */
export const escapeHtml = (value: string | number): string =>
  String(value)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, "")
    .replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** One of the e-mails' texts in the context's language. */
export const say = (context: Pick<EmailContext, "language">, key: EmailTextKey, params?: TextParams): string =>
  textIn(EMAIL_TEXT, key, context.language, params);

/** `https://www.example.com/es/vehicles/…/`: a page of the site in the e-mail's language. */
export function pageUrl(context: Pick<EmailContext, "siteUrl" | "language">, path: string): string {
  const localized = context.language === "en" ? path : `/${context.language}${path}`;
  return `${context.siteUrl}${localized}`;
}

/** "November 23, 2026" / "23 de noviembre de 2026". */
export const longDate = (date: Date, language: Locale): string =>
  new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: "long", timeZone: "UTC" }).format(date);

/** "Honda · SUV · Up to $25,000", as the search page's chips say it; "every car" for an empty search. */
export function describeSearch(context: Pick<EmailContext, "language" | "badges">, search: string): string {
  const labels = siteBadgeLabels(context.language, context.badges);
  const filters = activeFilters(parseInventoryQuery(search), labels, context.language).map((filter) => filter.label);
  return filters.length > 0 ? filters.join(" · ") : say(context, "everyCar");
}

const siteName = (siteUrl: string) => new URL(siteUrl).host;

const COLOURS = {
  brand: "#004391",
  text: "#1a1f29",
  muted: "#4a5263",
  line: "#d5dae3",
  page: "#f2f4f7",
};

const FONT = "font-family:Arial,Helvetica,sans-serif;";

export const html = {
  heading: (text: string) =>
    `<h2 style="${FONT}margin:24px 0 8px;font-size:20px;line-height:1.3;color:${COLOURS.text};">${escapeHtml(text)}</h2>`,
  paragraph: (text: string, muted = false) =>
    `<p style="${FONT}margin:0 0 12px;font-size:16px;line-height:1.5;color:${muted ? COLOURS.muted : COLOURS.text};">${escapeHtml(text)}</p>`,
  /** A link that looks like a button: the brand blue, white bold text, 44 px tall. */
  button: (href: string, label: string) =>
    `<p style="margin:16px 0;"><a href="${escapeHtml(href)}" style="${FONT}display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOURS.brand};color:#ffffff;font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;">${escapeHtml(label)}</a></p>`,
  link: (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${COLOURS.brand};text-decoration:underline;">${escapeHtml(label)}</a>`,
  photo: (src: string, alt: string) =>
    `<img src="${escapeHtml(src)}" width="552" alt="${escapeHtml(alt)}" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px;margin:0 0 12px;">`,
  rule: () => `<hr style="border:0;border-top:1px solid ${COLOURS.line};margin:24px 0;">`,
  list: (items: readonly string[]) =>
    `<ul style="${FONT}margin:0 0 12px;padding-left:20px;font-size:16px;line-height:1.5;color:${COLOURS.text};">${items.map((item) => `<li style="margin:0 0 6px;">${item}</li>`).join("")}</ul>`,
};

/** The footer lines: why the e-mail came, the dealer's postal address and phone, the unsubscribe link. */
function footerParts(context: EmailContext, why: string) {
  const { dealer } = context;
  const { street, city, region, postalCode } = dealer.address;
  const address = `${dealer.businessName}, ${street}, ${city}, ${region} ${postalCode}`;
  return {
    why,
    address,
    contact: say(context, "contact", { phone: dealer.phone }),
    unsubscribeLabel: say(context, "unsubscribe"),
    unsubscribeText: say(context, "unsubscribeText", { url: context.unsubscribePage }),
  };
}

/** The site's host name for "on www.example.com". */
export const siteLabel = (context: Pick<EmailContext, "siteUrl">) => siteName(context.siteUrl);

/** The whole e-mail, from its content (text lines and HTML) and why it was sent. */
export function frame(
  context: EmailContext,
  subject: string,
  content: { text: string[]; html: string },
  why: string,
): RenderedEmail {
  const footer = footerParts(context, why);
  const lines = [...content.text];
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const text = [
    context.dealer.businessName,
    "",
    ...lines,
    "",
    "--",
    footer.why,
    footer.address,
    footer.contact,
    footer.unsubscribeText,
    "",
  ].join("\n");
  const lang = context.language;
  const htmlBody = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};">
<div role="article" aria-label="${escapeHtml(subject)}" lang="${lang}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="${FONT}padding:16px 24px;background:${COLOURS.brand};border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;line-height:1.3;">${escapeHtml(context.dealer.businessName)}</td></tr>
<tr><td style="padding:8px 24px 8px;">
${content.html}
${html.rule()}
${html.paragraph(footer.why, true)}
${html.paragraph(footer.address, true)}
${html.paragraph(footer.contact, true)}
<p style="${FONT}margin:0 0 16px;font-size:16px;line-height:1.5;">${html.link(context.unsubscribePage, footer.unsubscribeLabel)}</p>
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
  return { subject, text, html: htmlBody };
}
