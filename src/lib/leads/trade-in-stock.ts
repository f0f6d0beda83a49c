// Which car on the lot a trade-in is toward. The form sends its stock number (read from `?stock=` once
// JavaScript runs); a form sent without JavaScript cannot, as the static page never sees its own query,
// so the stock number is then read from the Referer, the page the form was on: `/trade-in/?stock=H24100`
// (or its twin in another language, `/es/trade-in/?stock=H24100`).
// Either way it is only a key: the vehicle's facts come from the build's inventory.
import { STOCK_NUMBER_PATTERN } from "../content/vehicle-fields";
import { LOCALES } from "../i18n/locale";
import { localizedPath } from "../i18n/locale-paths";
import { ROUTES } from "../paths";
import type { Lead } from "./lead-schema";

// Every language's trade-in page: the default language's has no prefix, the others live under `/<locale>/`.
const TRADE_IN_PATHS: readonly string[] = LOCALES.map((locale) => localizedPath(ROUTES.tradeIn, locale));

/** `?stock=h24100` -> "H24100"; undefined when absent or not a stock number. */
export function stockFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get("stock")?.trim().toUpperCase();
  return value && STOCK_NUMBER_PATTERN.test(value) ? value : undefined;
}

/**
 * The stock number in a Referer that is the trade-in page; anything else gives undefined.
 * @internal exported for its unit tests
 */
export function stockFromReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  return TRADE_IN_PATHS.includes(url.pathname) ? stockFromSearch(url.search) : undefined;
}

/** A trade-in lead with the stock number from the Referer when the form sent none; other leads unchanged. */
export function withTradeInStock(lead: Lead, referer: string | undefined): Lead {
  if (lead.formType !== "trade-in" || lead.stockNumber) return lead;
  const stockNumber = stockFromReferer(referer);
  return stockNumber ? { ...lead, stockNumber } : lead;
}
