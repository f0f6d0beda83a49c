// /api/leads through `gatsby serve`: Gatsby's own body parsing plus the function. Malformed and hostile
// requests are refused with a 4xx, never a 5xx, and never saved.
import { expect, test } from "@playwright/test";
import { contactLead, countSavedLeads, findSavedLead, uniqueClientIp, uniqueMarker } from "./support/lead-outbox";
import { advertisedPrice } from "../src/lib/pricing/fees";
import { content } from "./support/platform-pages";

test("a JSON lead is accepted and saved as ADF", async ({ request }) => {
  const marker = uniqueMarker("api-json");
  const response = await request.post("/api/leads", {
    data: contactLead(marker),
    headers: { "X-Forwarded-For": uniqueClientIp() },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, id: expect.stringMatching(/^\d{8}-[0-9A-Z]{6}$/) });
  expect((await findSavedLead(marker))?.adf).toContain('<prospect status="new">');
});

test("a plain form post is answered with a 303 to the page's thank-you message", async ({ request }) => {
  const marker = uniqueMarker("api-form");
  const response = await request.post("/api/leads", {
    form: contactLead(marker, { returnTo: "https://evil.example/" }) as Record<string, string>,
    headers: { "X-Forwarded-For": uniqueClientIp() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/?lead=sent#contact-form-sent");
  expect(await findSavedLead(marker)).toBeDefined();
});

test("a vehicle question carries the built inventory's facts, whatever the post says about the car", async ({
  request,
}) => {
  const marker = uniqueMarker("api-vehicle");
  const { site, vehicles } = content();
  const car = vehicles[0];
  const response = await request.post("/api/leads", {
    data: {
      formType: "inquiry",
      returnTo: "/inventory/",
      name: "Kevin Nguyen",
      email: "kevin@example.com",
      message: `Still there? ${marker}`,
      vin: car.vin,
      stockNumber: car.stockNumber,
      make: "Call 1-900-555-0100",
      price: "1",
    },
    headers: { "X-Forwarded-For": uniqueClientIp() },
  });
  expect(response.status()).toBe(200);
  const lead = await findSavedLead(marker);
  expect(lead?.subject).toBe(
    `Vehicle question: ${[car.year, car.make, car.model, car.trim].filter(Boolean).join(" ")} (stock ${car.stockNumber})`,
  );
  expect(lead?.adf).toContain(`<make>${car.make}</make>`);
  expect(lead?.adf).toContain(
    `<price type="asking" currency="USD">${Math.round(advertisedPrice(car.price, site.fees))}</price>`,
  );
  expect(lead?.adf).not.toContain("1-900");
});

interface HostileCase {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  status: number;
}

const big = "x".repeat(20_000);

const CASES: HostileCase[] = [
  { name: "GET", method: "GET", status: 405 },
  { name: "PUT with JSON", method: "PUT", headers: { "content-type": "application/json" }, body: "{}", status: 405 },
  { name: "DELETE", method: "DELETE", status: 405 },
  { name: "text/plain", headers: { "content-type": "text/plain" }, body: "name=Eve", status: 415 },
  { name: "XML", headers: { "content-type": "application/xml" }, body: "<adf/>", status: 415 },
  {
    name: "multipart",
    headers: { "content-type": "multipart/form-data; boundary=b" },
    body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--b--\r\n',
    status: 415,
  },
  {
    name: "broken JSON",
    headers: { "content-type": "application/json" },
    body: '{"formType": "contact", ',
    status: 400,
  },
  {
    name: "JSON over 16 KB",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ formType: "contact", message: big }),
    status: 413,
  },
  {
    name: "form over 16 KB",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `formType=contact&message=${big}`,
    status: 413,
  },
  { name: "JSON array", headers: { "content-type": "application/json" }, body: "[1,2,3]", status: 400 },
  {
    name: "unsupported charset",
    headers: { "content-type": "application/json; charset=utf-7" },
    body: "{}",
    status: 415,
  },
  {
    name: "script injection",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      formType: "contact",
      name: "<script>alert(1)</script>",
      email: "e@example.com",
      preferredContact: "email",
      message: "hi",
    }),
    status: 422,
  },
  {
    name: "header injection",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      formType: "contact",
      name: "Eve",
      email: "e@example.com\r\nBcc: v@example.com",
      preferredContact: "email",
      message: "hi",
    }),
    status: 422,
  },
  {
    name: "cross-site browser post",
    headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    body: "{}",
    status: 403,
  },
  {
    name: "post with a foreign Origin and no Sec-Fetch-Site",
    headers: { "content-type": "application/json", origin: "https://evil.example" },
    body: JSON.stringify({
      formType: "contact",
      name: "Eve",
      email: "e@example.com",
      preferredContact: "email",
      message: "hi",
    }),
    status: 403,
  },
];

for (const hostile of CASES) {
  test(`refuses ${hostile.name} with ${hostile.status}`, async ({ request }) => {
    const response = await request.fetch("/api/leads", {
      method: hostile.method ?? "POST",
      headers: { "X-Forwarded-For": uniqueClientIp(), ...hostile.headers },
      data: hostile.body,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(hostile.status);
    // Allow names the one method taken, on a refused method only.
    expect(response.headers().allow).toBe(hostile.status === 405 ? "POST" : undefined);
    expect(countSavedLeads("Eve")).toBe(0);
  });
}

test("answers 429 with Retry-After when one client sends too many", async ({ request }) => {
  const ip = uniqueClientIp();
  // The e2e server allows 5 posts per client (LEAD_RATE_LIMIT in e2e/support/lead-outbox.ts). `gatsby serve`
  // loads the function afresh for every request: this also proves the limit outlives a single request.
  const responses = [];
  for (let i = 0; i < 6; i++)
    responses.push(await request.post("/api/leads", { data: {}, headers: { "X-Forwarded-For": ip } }));
  const statuses = responses.map((response) => response.status());
  expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  const limited = responses.filter((response) => response.status() === 429);
  expect(limited).toHaveLength(1);
  expect(Number(limited[0].headers()["retry-after"])).toBeGreaterThan(0);
  // Another client is not affected.
  expect(
    (await request.post("/api/leads", { data: {}, headers: { "X-Forwarded-For": uniqueClientIp() } })).status(),
  ).toBe(422);
});
