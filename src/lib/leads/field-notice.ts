// A plain (no-JavaScript) post refused for a field the browser cannot check by itself, such as a VIN's
// check digit, comes back to a message next to that field: the redirect's fragment names the message and
// CSS :target shows it. Only fields listed here have such a message on their page.
import type { FormType } from "./lead-options";
import { stockFromSearch } from "./trade-in-stock";

const FIELD_NOTICES: Partial<Record<FormType, readonly string[]>> = { "trade-in": ["tradeVin"] };

/** `trade-in-form-tradeVin-refused`: the id of the message next to the field. */
export const fieldNoticeAnchor = (formId: string, field: string) => `${formId}-${field}-refused`;

/**
 * `/trade-in/?lead=error&stock=H24100#trade-in-form-tradeVin-refused` when one of the refused fields has a
 * message of its own; undefined otherwise (the form's general error notice is then the answer). The stock
 * number the form was sent toward stays in the address, so the next post still carries it.
 */
export function fieldNoticeLocation(
  formType: unknown,
  errors: Record<string, string>,
  { returnTo, formId, referer }: { returnTo: string; formId: string; referer?: string },
): string | undefined {
  // Object.hasOwn, not indexing alone: "toString" must not find Object.prototype's members.
  const listed =
    typeof formType === "string" && Object.hasOwn(FIELD_NOTICES, formType)
      ? FIELD_NOTICES[formType as FormType]
      : undefined;
  const field = listed?.find((name) => name in errors);
  if (!field) return undefined;
  let stock: string | undefined;
  try {
    stock = referer ? stockFromSearch(new URL(referer).search) : undefined;
  } catch {
    stock = undefined;
  }
  const query = `?lead=error${stock ? `&stock=${encodeURIComponent(stock)}` : ""}`;
  return `${returnTo}${query}#${fieldNoticeAnchor(formId, field)}`;
}
