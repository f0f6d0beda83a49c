// The browser side of a form's POST to one of the site's own endpoints (/api/leads, /api/alerts): the fields as
// JSON, same-origin, given up after a timeout, and every answer (or none) turned into one outcome the form shows
// (postForm). Nothing here may import server code.

export type FetchLike = (
  input: string,
  init: RequestInit,
) => Promise<Pick<Response, "status" | "ok" | "json"> & { headers?: Pick<Headers, "get"> }>;

/** The endpoint's answer (its JSON body, or undefined when it had none), or no answer at all. */
export type JsonPostAnswer =
  | { kind: "answered"; status: number; ok: boolean; body: unknown; header: (name: string) => string | null }
  | { kind: "network" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function postJson(
  endpoint: string,
  fields: Record<string, string | string[]>,
  fetchImpl: FetchLike,
  timeoutMs = 30_000,
): Promise<JsonPostAnswer> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchImpl(endpoint, {
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
  const headers = response.headers;
  return {
    kind: "answered",
    status: response.status,
    ok: response.ok,
    body,
    header: (name) => headers?.get(name) ?? null,
  };
}

/**
 * `{ errors: { field: message } }` from a 422 answer (a lead's or an alert's); anything else becomes an empty object.
 * @internal exported for its unit tests
 */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === "string" && message.length > 0) errors[field] = message.slice(0, 300);
  }
  return errors;
}

/** An endpoint's answer as a form shows it. */
export type FormPostOutcome =
  /** Taken: the lead's id, or the endpoint's message ("Check your e-mail"). */
  | { kind: "sent"; id?: string; message?: string }
  | { kind: "invalid"; errors: Record<string, string> }
  /** Refused with a reason the visitor can act on (a link too old, a cross-site post, a form too large). */
  | { kind: "refused"; message?: string }
  | { kind: "limited"; message?: string; retryAfterSeconds?: number }
  /** The endpoint could not take it (down, not there): the visitor is told to try later or call. */
  | { kind: "unavailable"; message?: string }
  | { kind: "network" };

const messageOf = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const text =
    typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : undefined;
  return text?.slice(0, 500);
};

/**
 * Posts a form's fields and maps the answer: 2xx taken, 422 field errors, 429 limited, another 4xx with a reason
 * refused, anything else (a 5xx, or a 4xx with no reason: no endpoint there) unavailable.
 */
export async function postForm(
  endpoint: string,
  fields: Record<string, string | string[]>,
  fetchImpl: FetchLike,
  timeoutMs = 30_000,
): Promise<FormPostOutcome> {
  const answer = await postJson(endpoint, fields, fetchImpl, timeoutMs);
  if (answer.kind === "network") return answer;
  const { status, body } = answer;
  const message = messageOf(body);
  if (answer.ok) {
    const id = isRecord(body) && typeof body.id === "string" ? body.id : undefined;
    return { kind: "sent", ...(id ? { id } : {}), ...(message ? { message } : {}) };
  }
  if (status === 422) {
    const errors = fieldErrorsFrom(body);
    return Object.keys(errors).length > 0 ? { kind: "invalid", errors } : { kind: "refused", message };
  }
  if (status === 429) {
    const retryAfter = Number(answer.header("Retry-After"));
    return {
      kind: "limited",
      message,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  }
  if (status >= 400 && status < 500 && message !== undefined) return { kind: "refused", message };
  return { kind: "unavailable", message };
}

/** A form's fields for an endpoint: a repeated name (the saved list's cars) as a list, checkboxes only when ticked. */
export function formFields(data: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  data.forEach((value, key) => {
    if (typeof value !== "string") return;
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  });
  return fields;
}
