// The alert e-mail: a subscriber's news of the day in one message (alert-digest.ts): each price drop with the old and
// new fee-inclusive price, the car's photo and link; up to six new arrivals per saved search and a link to the
// search; a last note for each watched car that was sold.
import { formatMiles, formatPrice } from "../../format";
import { vehicleTitle } from "../../vehicle/vehicle-title";
import type { Digest } from "../alert-digest";
import { ALERT_LIMITS } from "../alert-options";
import {
  describeSearch,
  escapeHtml,
  frame,
  html,
  pageUrl,
  say,
  siteLabel,
  type EmailContext,
  type RenderedEmail,
} from "./email-parts";

function subjectOf(context: EmailContext, digest: Digest): string {
  const { priceDrops, searches, sold } = digest;
  const arrivals = searches.reduce((sum, search) => sum + search.arrivals.length, 0);
  const parts = [priceDrops.length > 0, arrivals > 0, sold.length > 0].filter(Boolean).length;
  if (parts === 1 && priceDrops.length === 1) {
    const [drop] = priceDrops;
    return say(context, "digestSubjectDrop", {
      title: vehicleTitle(drop.car),
      price: formatPrice(drop.newPrice, context.language),
    });
  }
  if (parts === 1 && arrivals > 0 && searches.length === 1)
    return arrivals === 1
      ? say(context, "digestSubjectArrivalsOne")
      : say(context, "digestSubjectArrivalsOther", { count: arrivals });
  if (parts === 1 && sold.length === 1) return say(context, "digestSubjectSold", { title: sold[0].title });
  return say(context, "digestSubjectMixed", { dealer: context.dealer.businessName });
}

function priceDropParts(context: EmailContext, digest: Digest) {
  const text: string[] = [];
  const parts: string[] = [];
  if (digest.priceDrops.length === 0) return { text, html: "" };
  text.push(say(context, "priceDropsHeading").toUpperCase(), "");
  parts.push(html.heading(say(context, "priceDropsHeading")));
  for (const { car, oldPrice, newPrice } of digest.priceDrops) {
    const title = vehicleTitle(car);
    const link = pageUrl(context, car.path);
    const prices = say(context, "priceWasNow", {
      old: formatPrice(oldPrice, context.language),
      new: formatPrice(newPrice, context.language),
      saved: formatPrice(oldPrice - newPrice, context.language),
    });
    // A group's car: the lot it is on, after its stock number.
    const lot = "lotName" in car && car.lotName ? [say(context, "lotLine", { lot: car.lotName })] : [];
    text.push(title, say(context, "stockLine", { stock: car.stockNumber }), ...lot, prices, link, "");
    if (car.photo) parts.push(html.photo(`${context.siteUrl}${car.photo}`, title));
    parts.push(
      `<h3 style="font-family:Arial,Helvetica,sans-serif;margin:0 0 4px;font-size:18px;line-height:1.3;">${html.link(link, title)}</h3>`,
      html.paragraph(say(context, "stockLine", { stock: car.stockNumber }), true),
      ...lot.map((line) => html.paragraph(line, true)),
      html.paragraph(prices),
      html.button(link, say(context, "seeCar")),
    );
  }
  return { text, html: parts.join("\n") };
}

function arrivalParts(context: EmailContext, digest: Digest) {
  const text: string[] = [];
  const parts: string[] = [];
  for (const { search, arrivals } of digest.searches) {
    const heading = say(context, "arrivalsHeading", { search: describeSearch(context, search) });
    const shown = arrivals.slice(0, ALERT_LIMITS.arrivalsShown);
    const more = arrivals.length - shown.length;
    const moreText =
      more === 0
        ? ""
        : more === 1
          ? say(context, "moreArrivalsOne")
          : say(context, "moreArrivalsOther", { count: more });
    const searchLink = pageUrl(context, `/inventory/${search ? `?${search}` : ""}`);
    text.push(heading.toUpperCase(), "");
    const items: string[] = [];
    for (const car of shown) {
      const title = vehicleTitle(car);
      const facts = say(context, "arrivalLine", {
        price: formatPrice(car.price, context.language),
        miles: formatMiles(car.mileage, context.language),
      });
      const line = car.lotName ? `${facts} · ${say(context, "lotLine", { lot: car.lotName })}` : facts;
      text.push(`- ${title}: ${line}`, `  ${pageUrl(context, car.path)}`);
      items.push(`${html.link(pageUrl(context, car.path), title)}: ${escapeHtml(line)}`);
    }
    if (moreText) text.push(moreText);
    text.push(`${say(context, "seeSearch")}: ${searchLink}`, "");
    parts.push(html.heading(heading), html.list(items));
    if (moreText) parts.push(html.paragraph(moreText));
    parts.push(html.button(searchLink, say(context, "seeSearch")));
  }
  return { text, html: parts.join("\n") };
}

function soldParts(context: EmailContext, digest: Digest) {
  if (digest.sold.length === 0) return { text: [], html: "" };
  const lines = digest.sold.map((car) => say(context, "soldLine", { title: car.title, stock: car.stockNumber }));
  const browse = pageUrl(context, "/inventory/");
  return {
    text: [say(context, "soldHeading").toUpperCase(), "", ...lines, `${say(context, "browse")}: ${browse}`, ""],
    html: [
      html.heading(say(context, "soldHeading")),
      ...lines.map((line) => html.paragraph(line)),
      `<p style="margin:0 0 12px;">${html.link(browse, say(context, "browse"))}</p>`,
    ].join("\n"),
  };
}

function kindsText(context: EmailContext, digest: Digest): string {
  const price = digest.kinds.includes("price-drop");
  const search = digest.kinds.includes("new-arrivals");
  return say(context, price && search ? "kindsBoth" : price ? "kindsPrice" : "kindsSearch");
}

export function digestEmail(context: EmailContext, digest: Digest): RenderedEmail {
  const sections = [priceDropParts(context, digest), arrivalParts(context, digest), soldParts(context, digest)];
  // Once, under the sections with prices: what every price includes and leaves out (the CARS Act's total price).
  if (digest.priceDrops.length > 0 || digest.searches.some((search) => search.arrivals.length > 0)) {
    const note = say(context, "priceNote");
    sections.splice(2, 0, { text: [note, ""], html: html.paragraph(note, true) });
  }
  const why = say(context, "whyDigest", { site: siteLabel(context), kinds: kindsText(context, digest) });
  return frame(
    context,
    subjectOf(context, digest),
    {
      text: sections.flatMap((section) => section.text),
      html: sections
        .map((section) => section.html)
        .filter(Boolean)
        .join("\n"),
    },
    why,
  );
}
