// What a lead or alert form shows for each answer of its endpoint (one mapper for both), and where field errors go.
import { firstInvalidField, placeFieldErrors } from "../../src/lib/forms/field-errors";
import { fieldErrorsFrom, formFields, postForm } from "../../src/lib/forms/post-json";

const respond =
  (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  async () =>
    new Response(body === undefined ? "not json" : JSON.stringify(body), { status, headers });

describe("postForm", () => {
  it("posts the fields as JSON to the endpoint it is given", async () => {
    const fetchMock = vi.fn(respond(200, { ok: true, id: "20261121-ABCDEF" }));
    expect(await postForm("/api/leads", { name: "Maria" }, fetchMock)).toEqual({ kind: "sent", id: "20261121-ABCDEF" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
    expect(JSON.parse(String(init.body))).toEqual({ name: "Maria" });
  });

  it.each([
    [respond(422, { errors: { name: "Enter your name." } }), { kind: "invalid", errors: { name: "Enter your name." } }],
    [respond(422, { nonsense: true }), { kind: "refused", message: undefined }],
    [
      respond(429, { error: "Too many" }, { "Retry-After": "120" }),
      { kind: "limited", message: "Too many", retryAfterSeconds: 120 },
    ],
    [respond(400, { error: "Could not be sent" }), { kind: "refused", message: "Could not be sent" }],
    [respond(200, { ok: true, message: "Check your e-mail" }), { kind: "sent", message: "Check your e-mail" }],
    [respond(410, { error: "This link has expired" }), { kind: "refused", message: "This link has expired" }],
    [respond(413, { error: "too large" }), { kind: "refused", message: "too large" }],
    [respond(503, { error: "down", phone: "(916) 555-0142" }), { kind: "unavailable", message: "down" }],
    [respond(500), { kind: "unavailable", message: undefined }],
    // No endpoint there (a host without the function): nothing the visitor can act on.
    [respond(404), { kind: "unavailable", message: undefined }],
  ])("turns an answer into an outcome (%#)", async (fetchImpl, outcome) => {
    expect(await postForm("/api/alerts", {}, fetchImpl)).toEqual(outcome);
  });

  it("reports a network failure", async () => {
    expect(await postForm("/api/leads", {}, async () => Promise.reject(new TypeError("offline")))).toEqual({
      kind: "network",
    });
  });
});

describe("formFields", () => {
  it("sends a repeated name as a list and a single one as text", () => {
    const data = new FormData();
    data.append("vehicle", "A1");
    data.append("vehicle", "B2");
    data.append("email", "shopper@example.com");
    expect(formFields(data)).toEqual({ vehicle: ["A1", "B2"], email: "shopper@example.com" });
  });
});

describe("field error helpers", () => {
  it("reads only string messages from an answer", () => {
    expect(fieldErrorsFrom({ errors: { name: "Enter your name.", email: 5, phone: "" } })).toEqual({
      name: "Enter your name.",
    });
    expect(fieldErrorsFrom("oops")).toEqual({});
    expect(fieldErrorsFrom({ errors: ["name"] })).toEqual({});
  });

  it("puts errors of fields the visitor cannot see above the form", () => {
    expect(
      placeFieldErrors({ name: "Enter your name.", vin: "This vehicle's VIN is not valid." }, ["name", "email"]),
    ).toEqual({
      fields: { name: "Enter your name." },
      form: ["This vehicle's VIN is not valid."],
    });
  });

  it("finds the first invalid field in form order", () => {
    expect(firstInvalidField({ message: "x", email: "y" }, ["name", "email", "message"])).toBe("email");
    expect(firstInvalidField({ vin: "x" }, ["name"])).toBeUndefined();
  });
});
