// The browser side of an alert form: posts its fields as JSON to /api/alerts and turns every answer (or none) into
// one outcome the form can show. Nothing here may import server code.
import { fieldErrorsFrom, isRecord, postJson, type FetchLike } from "../forms/post-json";
import { ALERTS_ENDPOINT } from "./alert-options";

export type AlertPostOutcome =
  | { kind: "done"; message?: string }
  | { kind: "invalid"; errors: Record<string, string> }
  /** Refused with a reason (a link too old or incomplete, alerts not offered, a cross-site post). */
  | { kind: "refused"; message?: string }
  | { kind: "limited"; message?: string }
  | { kind: "unavailable"; message?: string }
  | { kind: "network" };

const messageOf = (body: unknown): string | undefined => {
  const text = isRecord(body)
    ? typeof body.error === "string"
      ? body.error
      : typeof body.message === "string"
        ? body.message
        : undefined
    : undefined;
  return text?.slice(0, 500);
};

export async function postAlert(
  fields: Record<string, string | string[]>,
  fetchImpl: FetchLike,
  timeoutMs = 30_000,
): Promise<AlertPostOutcome> {
  const answer = await postJson(ALERTS_ENDPOINT, fields, fetchImpl, timeoutMs);
  if (answer.kind === "network") return answer;
  const { status, body } = answer;
  if (answer.ok) return { kind: "done", message: messageOf(body) };
  if (status === 422) {
    const errors = fieldErrorsFrom(body);
    return Object.keys(errors).length > 0 ? { kind: "invalid", errors } : { kind: "refused", message: messageOf(body) };
  }
  if (status === 429) return { kind: "limited", message: messageOf(body) };
  if (status >= 400 && status < 500) return { kind: "refused", message: messageOf(body) };
  return { kind: "unavailable", message: messageOf(body) };
}

/** A form's fields for the endpoint: repeated names (the saved list's cars) as a list, checkboxes only when ticked. */
export function alertFields(data: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  data.forEach((value, key) => {
    if (typeof value !== "string") return;
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  });
  return fields;
}
