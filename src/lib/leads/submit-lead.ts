// The browser side of a lead: posts the form as JSON to /api/leads and turns every possible answer
// (or no answer) into one outcome the form can show. Nothing here may import server code.

export const LEAD_ENDPOINT = "/api/leads";

export type SubmitOutcome =
  | { kind: "sent"; id?: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "refused"; message?: string }
  | { kind: "limited"; message?: string; retryAfterSeconds?: number }
  | { kind: "unavailable" }
  | { kind: "network" };

type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, "status" | "ok" | "json" | "headers">>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ errors: { field: message } }` from a 422 answer (a lead's or an alert's); anything else becomes an empty object. */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === "string" && message.length > 0) errors[field] = message.slice(0, 300);
  }
  return errors;
}

const messageFrom = (body: unknown) =>
  isRecord(body) && typeof body.error === "string" ? body.error.slice(0, 500) : undefined;

/** The form's fields as the JSON object the endpoint expects (checkboxes only when ticked). */
export function formToJson(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  data.forEach((value, key) => {
    if (typeof value === "string") fields[key] = value;
  });
  return fields;
}

export async function submitLead(
  fields: Record<string, string>,
  fetchImpl: FetchLike,
  timeoutMs = 30_000,
): Promise<SubmitOutcome> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchImpl(LEAD_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
      credentials: "same-origin",
      signal:
        typeof AbortSignal !== "undefined" && "timeout" in AbortSignal ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch {
    return { kind: "network" };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: "sent", id: isRecord(body) && typeof body.id === "string" ? body.id : undefined };
  if (response.status === 422) {
    const errors = fieldErrorsFrom(body);
    return Object.keys(errors).length > 0
      ? { kind: "invalid", errors }
      : { kind: "refused", message: messageFrom(body) };
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("Retry-After"));
    return {
      kind: "limited",
      message: messageFrom(body),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  }
  if (response.status === 400 || response.status === 403) return { kind: "refused", message: messageFrom(body) };
  return { kind: "unavailable" };
}

/**
 * Splits the endpoint's errors into those shown next to a visible field and those that belong to the
 * form as a whole (hidden fields such as the vehicle's VIN), keeping the form's field order.
 */
export function placeFieldErrors(
  errors: Record<string, string>,
  visibleFields: readonly string[],
): { fields: Record<string, string>; form: string[] } {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (visibleFields.includes(field)) fields[field] = message;
    else form.push(message);
  }
  return { fields, form };
}

/** The first field, in form order, that has an error: where focus goes. */
export function firstInvalidField(errors: Record<string, string>, fieldOrder: readonly string[]): string | undefined {
  return fieldOrder.find((field) => field in errors);
}
