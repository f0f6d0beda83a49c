// A subscribe request's fields, checked: the e-mail address, what to watch (cars that are for sale, or a search that
// can match, in the inventory's own words: search-vocabulary.ts), the language and the consent. Each refusal is a message for the field it is about, in the request's
// language. The cars are looked up in the inventory the alert function was built with, never taken from the post.
import { isLocale, type Locale } from "../i18n/locale";
import { fieldMessage, issueMessage } from "../forms/field-messages";
import { email as emailSchema } from "../forms/field-schemas";
import { vehicleTitle } from "../vehicle/vehicle-title";
import { alertMessage, type AlertMessageKey } from "./alert-messages";
import { ALERT_KINDS, ALERT_LIMITS, type AlertKind } from "./alert-options";
import { normalizeSearch, searchProblem, type SearchProblem } from "./alert-search";
import { searchInVocabulary } from "./search-vocabulary";
import { byStock, type AlertVehicle } from "./alert-vehicle";
import { knownMatches } from "./compare-inventory";
import type { AlertTarget } from "./subscription";

export interface AlertRequest {
  email: string;
  language: Locale;
  target: AlertTarget;
}

export type CheckedRequest = { ok: true; request: AlertRequest } | { ok: false; errors: Record<string, string> };

/** The fields the form shows, in its order: the first refused one gets the focus. */
export const ALERT_FIELD_ORDER = ["email", "vehicle", "search", "consent", "kind", "language"] as const;

const SEARCH_MESSAGES: Record<SearchProblem, AlertMessageKey> = {
  tooLong: "searchTooLong",
  unknownValue: "searchUnknownValue",
  notANumber: "searchNotANumber",
  emptyRange: "searchEmptyRange",
};

const CONSENT_VALUES = new Set(["yes", "true", "on", "1"]);

/**
 * Stock numbers from one field or a repeated one (`vehicle=A&vehicle=B`, or "A, B"), upper-cased, each once.
 * @internal exported for its unit tests
 */
export function stockNumbersOf(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((part): part is string => typeof part === "string")
    .flatMap((part) => part.split(/[\s,]+/))
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(parts)];
}

function languageOf(value: unknown): Locale | undefined {
  if (value === undefined) return "en";
  return typeof value === "string" && isLocale(value) ? value : undefined;
}

function carsProblem(stocks: readonly string[], inventory: ReadonlyMap<string, AlertVehicle>, locale: Locale) {
  if (stocks.length === 0) return alertMessage("vehicleMissing", locale);
  if (stocks.length > ALERT_LIMITS.vehicles) return alertMessage("vehicleTooMany", locale);
  for (const stock of stocks) {
    const car = inventory.get(stock);
    if (!car) return alertMessage("vehicleUnknown", locale, { stock });
    if (car.status === "sold") return alertMessage("vehicleSold", locale, { stock, title: vehicleTitle(car) });
  }
  return undefined;
}

/**
 * Checks a subscribe request. `fields` are cleaned (trimmed, empty ones left out); `refererSearch` is the search of
 * the page a plain form was posted from, used when the post carries no `search` (no JavaScript).
 */
export function checkAlertRequest(
  fields: Readonly<Record<string, unknown>>,
  inventory: readonly AlertVehicle[],
  refererSearch?: string,
): CheckedRequest {
  const language = languageOf(fields.language);
  const locale = language ?? "en";
  const errors: Record<string, string> = {};
  if (!language) errors.language = fieldMessage("languageInvalid", locale);

  const email = emailSchema.safeParse(typeof fields.email === "string" ? fields.email : undefined);
  if (!email.success) errors.email = issueMessage(email.error.issues[0].message, locale);

  const kind = fields.kind;
  const knownKind = typeof kind === "string" && (ALERT_KINDS as readonly string[]).includes(kind);
  if (!knownKind) errors.kind = alertMessage("kindInvalid", locale);

  const consent = fields.consent;
  if (!(consent === true || (typeof consent === "string" && CONSENT_VALUES.has(consent.toLowerCase()))))
    errors.consent = alertMessage("consentMissing", locale);

  const cars = byStock(inventory);
  let target: AlertTarget | undefined;
  if (kind === ("price-drop" satisfies AlertKind)) {
    const stocks = stockNumbersOf(fields.vehicle);
    const problem = carsProblem(stocks, cars, locale);
    if (problem) errors.vehicle = problem;
    else
      target = {
        kind: "price-drop",
        cars: stocks.map((stock) => {
          const car = cars.get(stock) as AlertVehicle;
          return { stockNumber: stock, title: vehicleTitle(car), price: car.price };
        }),
      };
  } else if (kind === ("new-arrivals" satisfies AlertKind)) {
    const raw = typeof fields.search === "string" ? fields.search : (refererSearch ?? "");
    const problem = searchProblem(raw) ?? (searchInVocabulary(raw, inventory) ? undefined : "unknownValue");
    if (problem) errors.search = alertMessage(SEARCH_MESSAGES[problem], locale);
    else {
      const search = normalizeSearch(raw);
      target = { kind: "new-arrivals", search, known: knownMatches(search, inventory) };
    }
  }

  if (Object.keys(errors).length > 0 || !email.success || !target || !language) return { ok: false, errors };
  return { ok: true, request: { email: email.data, language, target } };
}
