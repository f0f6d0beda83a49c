// The Automotive Standards Council (ASC) events dealers' GA4 reports expect: with analytics on they reach the
// (local stand-in for the) Google tag with their names and fields; without it no event code even downloads.
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitForLeadForm } from "./support/hydration";
import { INTEGRATIONS_RESERVE } from "./support/integrations-content";
import { contentVehicles } from "./support/inventory-content";
import { INTEGRATIONS_BUILD_DIR, INTEGRATIONS_URL } from "./support/platform-ports";
import { sinkRequests } from "./support/sink-client";

// The fake tag posts every gtag() call as `{ args, page, href }` (e2e/support/sink-server.ts).
interface GtagCall {
  args: unknown[];
  page: string;
  href: string;
}
interface AscHit {
  name: string;
  params: Record<string, unknown>;
  page: string;
  href: string;
}

async function ascHits(request: APIRequestContext): Promise<AscHit[]> {
  return (await sinkRequests(request, "ga"))
    .map((entry) => JSON.parse(entry.body) as GtagCall)
    .filter((call) => call.args[0] === "event" && String(call.args[1]).startsWith("asc_"))
    .map((call) => ({
      name: String(call.args[1]),
      params: call.args[2] as Record<string, unknown>,
      page: call.page,
      href: call.href,
    }));
}

/** Waits for the one event of this name sent from a page whose address holds the marker, and returns it. */
async function ascHit(request: APIRequestContext, marker: string, name: string, where = (_hit: AscHit) => true) {
  let found: AscHit[] = [];
  await expect
    .poll(
      async () => {
        found = (await ascHits(request)).filter((hit) => hit.href.includes(marker) && hit.name === name && where(hit));
        return found.length;
      },
      { timeout: 20_000, message: `the sink should receive ${name} from a page with ${marker}` },
    )
    .toBeGreaterThan(0);
  return found;
}

const newMarker = () => `asc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The first vehicle of the integrations build (the content the build was made from). */
function firstVehicle() {
  const vehicles = contentVehicles(path.join(INTEGRATIONS_BUILD_DIR, "integrations-content"));
  return vehicles.filter((vehicle) => vehicle.status !== "sold").sort((a, b) => (a.file < b.file ? -1 : 1))[0];
}

/** A phone link in a test browser would try to hand the number to a phone app: keep the click, drop that. */
async function keepPhoneLinksOnPage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
}

test.describe("with analytics on", () => {
  test.use({ baseURL: INTEGRATIONS_URL });

  test("a vehicle page sends a page view and an item page view with the vehicle's fields", async ({
    page,
    request,
  }) => {
    const vehicle = firstVehicle();
    const marker = newMarker();
    const chunks: string[] = [];
    page.on("request", (sent) => {
      if (/\/asc-tracker-[\w]+\.js$/.test(sent.url())) chunks.push(sent.url());
    });
    await page.goto(`${vehicle.path}?run=${marker}`);
    const [view] = await ascHit(request, marker, "asc_pageview");
    expect(view.params).toMatchObject({ event_owner: "dealer site", page_type: "item", item_id: vehicle.vin });
    const items = await ascHit(request, marker, "asc_item_pageview");
    expect(items).toHaveLength(1);
    expect(items[0].params).toEqual({
      event_owner: "dealer site",
      affiliation: "native",
      page_type: "item",
      item_id: vehicle.vin,
      item_number: vehicle.stockNumber,
      item_price: vehicle.advertisedPrice,
      item_condition: "used",
      item_year: vehicle.year,
      item_make: vehicle.make,
      item_model: vehicle.model,
      item_variant: vehicle.trim,
      item_color: vehicle.exteriorColor,
      item_type: vehicle.bodyStyle,
      item_fuel_type: vehicle.fuelType,
      item_inventory_date: vehicle.dateInStock,
    });
    // The event code is a chunk of its own, fetched because analytics is on (the service worker may fetch it again).
    expect(chunks.length).toBeGreaterThan(0);
  });

  test("calls, calls to action and client-side page views are reported", async ({ page, request }) => {
    const vehicle = firstVehicle();
    const marker = newMarker();
    await page.goto(`${vehicle.path}?run=${marker}`);
    await ascHit(request, marker, "asc_item_pageview");
    await keepPhoneLinksOnPage(page);

    await page.locator('main a[href^="tel:"]').first().click();
    const [call] = await ascHit(request, marker, "asc_click_to_call");
    expect(call.params).toMatchObject({
      page_type: "item",
      department: "sales",
      item_id: vehicle.vin,
      comm_phone_number: expect.stringMatching(/^\d{10}$/),
    });

    await page.getByRole("link", { name: "Ask about this vehicle" }).click();
    const [cta] = await ascHit(request, marker, "asc_cta_interaction");
    expect(cta.params).toMatchObject({
      page_type: "item",
      element_text: "Ask about this vehicle",
      element_type: "button",
      event_action: "click",
      link_url: "#inquiry",
      item_number: vehicle.stockNumber,
    });

    // A call to action that leads to another page: the click, then that page's view.
    await page.goto(`/?run=${marker}`);
    await ascHit(request, marker, "asc_pageview", (hit) => hit.params.page_type === "home");
    const financing = page.locator("main [data-asc-cta][href='/financing/']").first();
    const label = (await financing.innerText()).trim();
    await financing.click();
    await expect(page).toHaveURL(/\/financing\/$/);
    await ascHit(
      request,
      marker,
      "asc_cta_interaction",
      (hit) => hit.params.page_type === "home" && hit.params.element_text === label,
    );
    await expect
      .poll(async () =>
        (await ascHits(request)).some(
          (hit) => hit.name === "asc_pageview" && hit.page === "/financing/" && hit.params.page_type === "finance",
        ),
      )
      .toBe(true);
  });

  test("a click on Reserve this car is reported as a call to action with its payment link", async ({
    page,
    request,
  }) => {
    const vehicle = firstVehicle();
    const marker = newMarker();
    await page.goto(`${vehicle.path}?run=${marker}`);
    await ascHit(request, marker, "asc_item_pageview");
    // The payment page is not ours to open in a test: keep the click, drop the navigation.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="https://buy.stripe.example/"]')) event.preventDefault();
      }),
    );
    const reserve = page.getByRole("link", { name: INTEGRATIONS_RESERVE.label });
    const href = await reserve.getAttribute("href");
    expect(href).toContain(`client_reference_id=${vehicle.stockNumber}`);
    await reserve.click();
    const [cta] = await ascHit(
      request,
      marker,
      "asc_cta_interaction",
      (hit) => hit.params.element_text === INTEGRATIONS_RESERVE.label,
    );
    expect(cta.params).toMatchObject({
      page_type: "item",
      element_type: "button",
      element_subtype: "cta_button",
      event_action: "click",
      link_url: href,
      item_id: vehicle.vin,
      item_number: vehicle.stockNumber,
    });
  });

  test("a lead form reports its first use once and a lead sent with JavaScript", async ({ page, request }) => {
    const marker = newMarker();
    await page.goto(`/contact/?run=${marker}`);
    await ascHit(request, marker, "asc_pageview");
    const form = page.locator("#contact-form");
    await waitForLeadForm(form);
    await form.getByLabel("Your name").fill("Jane Doe");
    await form.getByRole("textbox", { name: "E-mail" }).fill("jane.doe@example.com");
    await form.getByLabel("Your message").fill("Is the Odyssey still available?");
    await form.getByLabel(/I agree that/).check();
    const [start] = await ascHit(request, marker, "asc_form_engagement");
    expect(start.params).toMatchObject({
      page_type: "contact",
      comm_type: "form",
      event_action: "start",
      form_name: "contact",
      form_type: "consumer_contact",
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: /your message was sent/i })).toBeVisible();
    const [submission] = await ascHit(request, marker, "asc_form_submission");
    expect(submission.params).toMatchObject({
      page_type: "contact",
      comm_type: "form",
      comm_outcome: "crm_update",
      form_name: "contact",
      form_type: "consumer_contact",
      lead_id: expect.stringMatching(/\S/),
    });
    expect(await ascHit(request, marker, "asc_form_engagement")).toHaveLength(1);
    // Never the visitor's words or name.
    expect(JSON.stringify(await ascHits(request))).not.toMatch(/Jane Doe|jane\.doe|still available/);
  });

  test("a lead sent without JavaScript is reported on the thank-you state it returns to", async ({ page, request }) => {
    const marker = newMarker();
    // Where the lead endpoint redirects a plain form post (src/lib/forms/return-to.ts).
    await page.goto(`/financing/?run=${marker}&lead=sent#pre-approval-form-sent`);
    const [submission] = await ascHit(request, marker, "asc_form_submission");
    expect(submission.params).toMatchObject({
      page_type: "finance",
      form_name: "pre-approval",
      form_type: "finance",
      comm_outcome: "crm_update",
    });
    await page.reload();
    await ascHit(request, marker, "asc_pageview", (hit) => hit.page === "/financing/");
    await expect.poll(async () => (await ascHit(request, marker, "asc_pageview")).length).toBe(2);
    expect(await ascHit(request, marker, "asc_form_submission")).toHaveLength(1);
  });
});

test.describe("with no measurement id (the default build)", () => {
  test("no event code downloads and nothing is sent", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const eventCode: string[] = [];
    page.on("request", (sent) => {
      const url = sent.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
      if (url.includes("asc-tracker")) eventCode.push(url);
    });
    const vehicle = (await page.request.get("/vehicles/").then((answer) => answer.text())).match(
      /href="(\/vehicles\/[a-z0-9-]+-[a-z0-9]+\/)"/,
    )?.[1];
    expect(vehicle).toBeDefined();
    await page.goto(vehicle!);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-asc-item]")).toHaveCount(1);
    await keepPhoneLinksOnPage(page);
    await page.locator('main a[href^="tel:"]').first().click();
    await page.getByRole("link", { name: "Ask about this vehicle" }).click();
    await page.locator("#vehicle-inquiry-form").getByLabel("Your name").focus();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    expect(eventCode).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
