// The credit application on the dealer's lender platform (content/site.json `creditApplication`), switched on in
// the integrations build with a loopback stand-in for the platform (lender-server.ts), served by serve:prod with
// its own outbox: in English and Spanish, at phone and desktop sizes, a vehicle page and the financing page say
// who asks for what, keep an ADF lead (valid against the DTD) and only then open the platform's page with the car's
// values in its link; the soft-pull path shows the FCRA written instructions and goes nowhere until they are
// ticked; nothing is requested from the platform before the click. The main build, with none set, shows none.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adfDtdResult } from "./support/adf-dtd";
import { startGroupServer, type GroupServer } from "./support/group-server";
import { waitForLeadForm } from "./support/hydration";
import { INTEGRATIONS_CREDIT_APPLICATION } from "./support/integrations-content";
import { contentVehicles } from "./support/inventory-content";
import { INTEGRATIONS_BUILD_DIR, LENDER_ORIGIN } from "./support/platform-ports";
import type { LenderVisit } from "./support/lender-server";

const CONTENT = path.join(INTEGRATIONS_BUILD_DIR, "integrations-content");
const PROVIDER = INTEGRATIONS_CREDIT_APPLICATION.providerName;

// The page's words, written out so a missing translation fails.
const WORDS = {
  en: {
    prefix: "",
    apply: "Apply for financing on this car",
    financingHeading: "Apply for financing online",
    who: `The application itself is on ${PROVIDER}'s secure site, not on ours.`,
    ssn: "Social Security number",
    name: "Full name",
    email: "E-mail",
    submit: `Continue to ${PROVIDER}`,
    softPull: "See your rate without affecting your credit score",
    fcra: "written instructions under the Fair Credit Reporting Act",
    consentMissing: "Tick the box to agree to the credit check, or choose the full credit application.",
  },
  es: {
    prefix: "/es",
    apply: "Solicite financiamiento para este auto",
    financingHeading: "Solicite financiamiento en línea",
    who: `La solicitud está en el sitio seguro de ${PROVIDER}, no en el nuestro.`,
    ssn: "número de Seguro Social",
    name: "Nombre completo",
    email: "Correo electrónico",
    submit: `Continuar a ${PROVIDER}`,
    softPull: "Vea su tasa sin afectar su puntaje de crédito",
    fcra: "instrucciones por escrito conforme a la Ley de Informe Justo de Crédito",
    consentMissing: "Marque la casilla para aceptar la consulta de crédito, o elija la solicitud de crédito completa.",
  },
} as const;

test.describe.configure({ mode: "serial" });

let server: GroupServer;

test.beforeAll(async () => {
  // Outbox only, no SMTP: the lead is kept, and read back from the outbox.
  server = await startGroupServer({ LEAD_RATE_LIMIT: "1000", LEAD_GLOBAL_LIMIT: "100000" });
});

test.afterAll(async () => {
  await server?.stop();
});

async function lenderVisits(page: Page, since: number): Promise<LenderVisit[]> {
  const response = await page.request.get(`${LENDER_ORIGIN}/__lender/visits`);
  return ((await response.json()) as LenderVisit[]).filter((visit) => visit.at >= since);
}

/** The ADF of the lead in this server's outbox whose text holds `marker`. */
async function keptLead(marker: string): Promise<string> {
  let adf = "";
  await expect
    .poll(() => {
      const files = fs.existsSync(server.outboxDir) ? fs.readdirSync(server.outboxDir) : [];
      for (const file of files.filter((name) => name.endsWith(".json"))) {
        const record = JSON.parse(fs.readFileSync(path.join(server.outboxDir, file), "utf8"));
        if (String(record.message?.adf).includes(marker)) adf = record.message.adf as string;
      }
      return adf;
    })
    .toContain(marker);
  return adf;
}

/** Every request the page makes to the lender platform, from now on. */
function lenderRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(LENDER_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

const available = contentVehicles(CONTENT).filter((vehicle) => vehicle.status === "available");

for (const language of ["en", "es"] as const) {
  const words = WORDS[language];

  test(`${language}: a car's page keeps the lead, then opens the platform's application with the car's values`, async ({
    page,
  }, testInfo) => {
    const car = available[(language === "en" ? 0 : 1) + (testInfo.project.name === "phone" ? 2 : 0)]!;
    const marker = `credit-${language}-${testInfo.project.name}-${Date.now().toString(36)}`;
    const requests = lenderRequests(page);
    await page.goto(`${server.url}${words.prefix}${car.path}`);
    await page.getByRole("link", { name: words.apply }).click();
    const section = page.getByRole("region", { name: words.apply });
    await expect(section).toBeInViewport();
    await expect(section.getByText(words.who)).toBeVisible();
    await expect(section.getByText(words.ssn)).toBeVisible();
    // The soft-pull consent is on the page, as its box's label, before anything leaves it (the no-JavaScript
    // thank-you, hidden until a post comes back, says it too).
    await expect(section.locator("label").filter({ hasText: words.fcra })).toBeVisible();
    const form = section.locator("form");
    await waitForLeadForm(form);
    expect(requests, "nothing asked of the platform before the click").toEqual([]);
    await form.getByLabel(words.name).fill("Rosa Delgado");
    await form.getByLabel(words.email).fill(`${marker}@shopper.example`);
    const started = Date.now();
    await form.getByRole("button", { name: words.submit }).click();
    // Written out rather than computed with the site's own function, so a wrong expansion fails.
    const expected = `${LENDER_ORIGIN}${words.prefix}/apply/${encodeURIComponent(car.stockNumber)}?vin=${car.vin}&price=${car.advertisedPrice}`;
    await page.waitForURL(expected);
    const adf = await keptLead(marker);
    expect(adf).toContain(`<stock>${car.stockNumber}</stock>`);
    expect(adf).toContain("Credit application started");
    expect(adfDtdResult(adf)).toEqual({ status: 0, stderr: "" });
    const visits = (await lenderVisits(page, started)).filter((visit) => visit.referer?.startsWith(server.url));
    expect(visits).toEqual([
      expect.objectContaining({
        path: `${words.prefix}/apply/${car.stockNumber}`,
        query: { vin: car.vin, price: String(car.advertisedPrice) },
      }),
    ]);
  });

  test(`${language}: the financing page's soft-pull path needs the FCRA written instructions ticked first`, async ({
    page,
  }, testInfo) => {
    const marker = `prequal-${language}-${testInfo.project.name}-${Date.now().toString(36)}`;
    await page.goto(`${server.url}${words.prefix}/financing/`);
    const panel = page.getByRole("region", { name: words.financingHeading });
    const form = panel.locator("form");
    await waitForLeadForm(form);
    await expect(panel.getByText(words.who)).toBeVisible();
    await form.getByLabel(words.name).fill("Rosa Delgado");
    await form.getByLabel(words.email).fill(`${marker}@shopper.example`);
    await form.getByRole("radio", { name: words.softPull }).check();
    await form.getByRole("button", { name: words.submit }).click();
    await expect(form.getByText(words.consentMissing)).toBeVisible();
    expect(page.url()).toBe(`${server.url}${words.prefix}/financing/`);
    await form.getByRole("checkbox", { name: new RegExp(words.fcra) }).check();
    await form.getByRole("button", { name: words.submit }).click();
    await page.waitForURL(`${LENDER_ORIGIN}${words.prefix}/prequalify?vin=`);
    const adf = await keptLead(marker);
    expect(adf).toContain("Agreed to the soft credit check: Yes");
    expect(adf).not.toContain("<stock>");
    expect(adfDtdResult(adf)).toEqual({ status: 0, stderr: "" });
  });
}

// The thank-you after the pre-approval form, as the page shows it once hydrated and as its HTML has it without
// JavaScript (a plain post comes back to `?lead=sent#pre-approval-form-sent`): both paths, the soft-pull one's
// written instructions before its link.
const THANK_YOU = {
  en: {
    apply: `Open the credit application on ${PROVIDER}`,
    prequalify: `See your rate on ${PROVIDER}`,
    fcra: "written instructions under the Fair Credit Reporting Act",
  },
  es: {
    apply: `Abrir la solicitud de crédito en ${PROVIDER}`,
    prequalify: `Vea su tasa en ${PROVIDER}`,
    fcra: "instrucciones por escrito conforme a la Ley de Informe Justo de Crédito",
  },
} as const;

async function expectThankYouPaths(page: Page, language: "en" | "es") {
  const words = THANK_YOU[language];
  const prefix = WORDS[language].prefix;
  await page.goto(`${server.url}${prefix}/financing/?lead=sent#pre-approval-form-sent`);
  const notice = page.locator("#pre-approval-form-sent");
  await expect(notice).toBeVisible();
  const apply = notice.getByRole("link", { name: words.apply, exact: true });
  await expect(apply).toBeVisible();
  await expect(apply).toHaveAttribute("href", `${LENDER_ORIGIN}${prefix}/apply/?vin=&price=`);
  const prequalify = notice.getByRole("link", { name: words.prequalify, exact: true });
  await expect(prequalify).toBeVisible();
  await expect(prequalify).toHaveAttribute("href", `${LENDER_ORIGIN}${prefix}/prequalify?vin=`);
  // The written instructions come before the link that acts on them, after the full application's.
  const text = (await notice.textContent()) ?? "";
  expect(text.indexOf(words.fcra), "the FCRA written instructions are in the thank-you").toBeGreaterThan(-1);
  expect(text.indexOf(words.apply)).toBeLessThan(text.indexOf(words.fcra));
  expect(text.indexOf(words.fcra)).toBeLessThan(text.indexOf(words.prequalify));
}

for (const language of ["en", "es"] as const) {
  test(`${language}: the pre-approval thank-you links on to the platform's application and its pre-qualification`, async ({
    page,
  }) => {
    await expectThankYouPaths(page, language);
  });

  test.describe(`${language}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the pre-approval thank-you shows both paths too", async ({ page }) => {
      await expectThankYouPaths(page, language);
    });
  });
}

test("with no platform set (the main build), the financing and vehicle pages show none of it", async ({ page }) => {
  const car = contentVehicles(path.resolve("content")).find((vehicle) => vehicle.status === "available")!;
  for (const where of ["/financing/", car.path, "/es/financing/", `/es${car.path}`]) {
    await page.goto(where);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#credit-application, #credit-application-form")).toHaveCount(0);
    await expect(page.getByText(/Apply for financing on this car|Solicite financiamiento para este auto/)).toHaveCount(
      0,
    );
  }
});
