// The browser side of a form's POST to one of the site's own endpoints (/api/leads, /api/alerts): the fields as
// JSON, same-origin, given up after a timeout, and the answer read once. Each form maps the answer to what it
// shows (src/lib/leads/submit-lead.ts, src/lib/alerts/post-alert.ts). Nothing here may import server code.

export type FetchLike = (
  input: string,
  init: RequestInit,
) => Promise<Pick<Response, "status" | "ok" | "json"> & { headers?: Pick<Headers, "get"> }>;

/** The endpoint's answer (its JSON body, or undefined when it had none), or no answer at all. */
export type JsonPostAnswer =
  | { kind: "answered"; status: number; ok: boolean; body: unknown; header: (name: string) => string | null }
  | { kind: "network" };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export async function postJson(
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

/** `{ errors: { field: message } }` from a 422 answer (a lead's or an alert's); anything else becomes an empty object. */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === "string" && message.length > 0) errors[field] = message.slice(0, 300);
  }
  return errors;
}
