// The browser side of a lead: posts the form as JSON to /api/leads and turns every possible answer
// (or no answer) into one outcome the form can show. Nothing here may import server code.
import { fieldErrorsFrom, isRecord, postJson, type FetchLike } from "../forms/post-json";

export const LEAD_ENDPOINT = "/api/leads";

export type SubmitOutcome =
  | { kind: "sent"; id?: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "refused"; message?: string }
  | { kind: "limited"; message?: string; retryAfterSeconds?: number }
  | { kind: "unavailable" }
  | { kind: "network" };

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
  const answer = await postJson(LEAD_ENDPOINT, fields, fetchImpl, timeoutMs);
  if (answer.kind === "network") return answer;
  const { status, body } = answer;
  if (answer.ok) return { kind: "sent", id: isRecord(body) && typeof body.id === "string" ? body.id : undefined };
  if (status === 422) {
    const errors = fieldErrorsFrom(body);
    return Object.keys(errors).length > 0
      ? { kind: "invalid", errors }
      : { kind: "refused", message: messageFrom(body) };
  }
  if (status === 429) {
    const retryAfter = Number(answer.header("Retry-After"));
    return {
      kind: "limited",
      message: messageFrom(body),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  }
  if (status === 400 || status === 403) return { kind: "refused", message: messageFrom(body) };
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
