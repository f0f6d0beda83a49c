// Price-drop and new-arrival alerts end to end, on production builds with a real SMTP server and a real S3 store
// (s3rver) on loopback: shoppers subscribe to a car and to a search on the "before" build (phone and desktop, English
// and Spanish, once without JavaScript) served by serve:prod behind nginx, and confirm with the page's button; the
// "after" build (the car's price lowered, a matching car added: alerts-sites.ts) is what `npm run alerts:send`
// compares: one e-mail each, the old and new price, the right language, both unsubscribe headers; a second run sends
// nothing; a one-click unsubscribe (RFC 8058) and the next change (sent by the Netlify scheduled function) send that
// address nothing. Then the endpoint in the other runtimes it ships in (gatsby serve, the Netlify function), and axe
// and the Nu checker on the new pages. One ordered flow, on the desktop project: it opens its own phone windows.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { promisify } from "node:util";
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import sharp from "sharp";
import { openAlertKv, type AlertKv } from "../src/lib/alerts/delivery/alert-kv";
import { parseAlertInventory } from "../src/lib/alerts/alert-inventory-file";
import type { AlertInventory } from "../src/lib/alerts/alert-vehicle";
import { parseOutboxUrl } from "../src/lib/server-kit/store/outbox-location";
import { formatDollars, formatPrice } from "../src/lib/format";
import { PRICE_CAP, totalPriceRule } from "../tests/fixtures/california-cars-act";
import { readAlertMail, linkIn, type AlertMailRead } from "../tests/alerts/support/read-alert-mail";
import { startSmtpServer, type TestSmtpServer } from "../tests/leads/support/smtp-test-server";
import { STORE_TEST_ENV, startS3Store, type RunningStore } from "../tests/leads/support/store-servers";
import { freePort } from "../tests/support/free-port";
import { nginxInstalled } from "../tests/support/nginx-site";
import {
  ARRIVING_STOCK,
  OVER_CAP_PRICE,
  OVER_CAP_STOCK,
  PRICE_CUT,
  SEARCH,
  WATCHED_STOCK,
  alertsBuildDir,
  prepareAlertsSite,
} from "./support/alerts-sites";
import { startAlertsServer, type AlertsServer } from "./support/alerts-server";
import { e2eCertificate } from "./support/e2e-server";
import { axeViolations, type ColourMode } from "./support/axe";
import { findLeaks, leadTextPairs, leakCandidates } from "./support/english-leaks";
import { catalogMessagePairs } from "./support/message-pairs";
import { pageStrings } from "./support/page-strings";
import { invokeLambda, lambdaEventOf } from "./support/netlify-lambda";
import { nuHtmlErrors } from "./support/nu-html-checker";
import { PROJECT_ROOT } from "./support/second-build";
import { waitForServer } from "./support/wait-for-server";

test.skip(({ isMobile }) => isMobile, "one flow on the desktop project, which opens its own phone windows");
test.skip(!nginxInstalled(), "served as on a Linux server, behind nginx (apt-get install nginx)");
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
const KEY = Buffer.alloc(32, 11).toString("base64");
const CIVIC_PATH = "/vehicles/2019-honda-civic-h24100/";

const PHONE: BrowserContextOptions = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The four shoppers: a car and a search, phone and desktop, English and Spanish, one without JavaScript. */
const SHOPPERS = {
  carDesktopEn: { email: "car.desktop@example.com", window: DESKTOP, language: "en", javaScript: true },
  searchPhoneEs: { email: "search.phone@example.com", window: PHONE, language: "es", javaScript: true },
  searchNoScriptEn: { email: "search.noscript@example.com", window: DESKTOP, language: "en", javaScript: false },
  carPhoneEs: { email: "car.phone@example.com", window: PHONE, language: "es", javaScript: true },
} as const;
type Shopper = (typeof SHOPPERS)[keyof typeof SHOPPERS];

let smtp: TestSmtpServer;
let s3: RunningStore;
let site: AlertsServer;
let env: Record<string, string>;
let before: AlertInventory;
let after: AlertInventory;

const inventoryOf = (which: "before" | "after") =>
  parseAlertInventory(
    JSON.parse(fs.readFileSync(path.join(alertsBuildDir(which), "public", "alerts", "inventory.json"), "utf8")),
    which,
  );

const mailsTo = (email: string): AlertMailRead[] =>
  smtp.messages.filter((mail) => mail.to.includes(email)).map(readAlertMail);
const isConfirmation = (mail: AlertMailRead) => /^Confirm|^Confirme/.test(mail.subject);
const alertMailsTo = (email: string) => mailsTo(email).filter((mail) => !isConfirmation(mail));

function alertKv(): AlertKv {
  const location = parseOutboxUrl(env.LEAD_OUTBOX_URL, PROJECT_ROOT);
  if ("problem" in location) throw new Error(location.problem);
  return openAlertKv(location, STORE_TEST_ENV);
}

test.beforeAll(async () => {
  // The first run builds both sites (a few minutes); later runs find them up to date.
  test.setTimeout(900_000);
  await prepareAlertsSite("before");
  await prepareAlertsSite("after");
  before = inventoryOf("before");
  after = inventoryOf("after");
  smtp = await startSmtpServer();
  s3 = await startS3Store();
  env = {
    NODE_ENV: "production",
    LEAD_SMTP_URL: smtp.plainUrl,
    LEAD_TO: "crm@dealer.example",
    LEAD_OUTBOX_URL: s3.url(`alerts-e2e-${Date.now()}`),
    LEAD_OUTBOX_KEY: KEY,
    AWS_ACCESS_KEY_ID: STORE_TEST_ENV.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: STORE_TEST_ENV.AWS_SECRET_ACCESS_KEY,
    AWS_REGION: "us-east-1",
    // Every window of the flow comes through nginx from 127.0.0.1: one client for the rate limit.
    LEAD_RATE_LIMIT: "100",
  };
  site = await startAlertsServer(env);
});

test.afterAll(async () => {
  await site?.stop();
  await s3?.stop();
  await smtp?.close();
});

async function windowFor(browser: Browser, shopper: Shopper): Promise<Page> {
  const context = await browser.newContext({
    ...shopper.window,
    javaScriptEnabled: shopper.javaScript,
    ignoreHTTPSErrors: true,
    locale: shopper.language === "es" ? "es-US" : "en-US",
  });
  return context.newPage();
}

/** Waits until the page runs (the form validates through the endpoint instead of the browser). */
async function hydrated(page: Page, formId: string) {
  await expect(page.locator(`#${formId}`)).toHaveAttribute("novalidate", "");
}

async function subscribe(page: Page, shopper: Shopper, formName: RegExp | string, formId: string) {
  const form = page.getByRole("form", { name: formName });
  // With JavaScript, once the page runs the form validates through the endpoint; without, the browser does.
  await expect(page.locator(`#${formId}`)).toHaveJSProperty("noValidate", shopper.javaScript);
  await form
    .getByLabel(shopper.language === "es" ? "Su correo electrónico" : "Your e-mail address")
    .fill(shopper.email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button").click();
  await expect(
    page.getByRole("heading", { name: shopper.language === "es" ? "Revise su correo" : "Check your e-mail" }),
  ).toBeVisible();
  await expect.poll(() => mailsTo(shopper.email).filter(isConfirmation).length).toBe(1);
}

async function confirm(browser: Browser, shopper: Shopper) {
  const [mail] = mailsTo(shopper.email).filter(isConfirmation);
  const link = linkIn(mail.text, /\/alerts\/confirm\/$/);
  expect(new URL(link).pathname).toBe(shopper.language === "es" ? "/es/alerts/confirm/" : "/alerts/confirm/");
  const page = await windowFor(browser, shopper);
  await page.goto(link);
  // With JavaScript the page has read its token from its address into the form; without, the endpoint reads it
  // from the address the form is posted from.
  await expect(page.locator('#alert-confirm-form input[name="token"]')).toHaveCount(shopper.javaScript ? 1 : 0);
  await page
    .getByRole("button", { name: shopper.language === "es" ? "Confirmar mis alertas" : "Confirm my alerts" })
    .click();
  await expect(
    page.getByRole("heading", { name: shopper.language === "es" ? "Sus alertas están activas" : "Your alerts are on" }),
  ).toBeVisible();
  await page.context().close();
}

test("shoppers subscribe to a car and to a search, and confirm with the page's button", async ({ browser }) => {
  test.setTimeout(180_000);
  const civicName = "Tell me if the price drops";

  // A car, on a desktop, in English, with a mistake first: the message next to the field, which gets the focus.
  const desk = await windowFor(browser, SHOPPERS.carDesktopEn);
  await desk.goto(`${site.url}${CIVIC_PATH}`);
  await hydrated(desk, "price-alert-form");
  const form = desk.getByRole("form", { name: civicName });
  await form.getByLabel("Your e-mail address").fill("not-an-address");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: civicName }).click();
  // The message is the field's own description, shown under it.
  const address = form.getByLabel("Your e-mail address");
  await expect(address).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
  await expect(desk.locator("#price-alert-form-email-error")).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await subscribe(desk, SHOPPERS.carDesktopEn, civicName, "price-alert-form");
  await desk.context().close();

  // A search, on a phone, in Spanish: the filters of the page's address.
  const phone = await windowFor(browser, SHOPPERS.searchPhoneEs);
  await phone.goto(`${site.url}/es/inventory/?${SEARCH}`);
  await expect(phone.locator('#search-alert-form input[name="search"]')).toHaveValue(SEARCH);
  await subscribe(phone, SHOPPERS.searchPhoneEs, "Avísenme cuando lleguen autos como estos", "search-alert-form");
  await phone.context().close();

  // The same search without JavaScript: a plain form post, its search read from the page's address.
  const plain = await windowFor(browser, SHOPPERS.searchNoScriptEn);
  await plain.goto(`${site.url}/inventory/?${SEARCH}`);
  await subscribe(plain, SHOPPERS.searchNoScriptEn, "Tell me when cars like these arrive", "search-alert-form");
  expect(new URL(plain.url()).hash).toBe("#search-alert-form-sent");
  await plain.context().close();

  // The car again, on a phone, in Spanish.
  const phoneCar = await windowFor(browser, SHOPPERS.carPhoneEs);
  await phoneCar.goto(`${site.url}/es${CIVIC_PATH}`);
  await subscribe(phoneCar, SHOPPERS.carPhoneEs, "Avísenme si baja el precio", "price-alert-form");
  await phoneCar.context().close();

  // Each confirmation in its language, with both unsubscribe headers; then the page's button, never the link alone.
  for (const shopper of Object.values(SHOPPERS)) {
    const [mail] = mailsTo(shopper.email);
    expect(mail.subject).toBe(
      shopper.language === "es"
        ? "Confirme sus alertas por correo de Sierra Vista Motors"
        : "Confirm your e-mail alerts from Sierra Vista Motors",
    );
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<https:\/\/localhost:\d+\/api\/alerts\?unsubscribe=u2\./);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await confirm(browser, shopper);
  }
  expect(site.log()).not.toMatch(/example\.com/);
});

/** `npm run alerts:send`, as a dealer's timer runs it, on a build's public/ folder. */
async function alertsSend(publicDir: string): Promise<string> {
  const { stdout, stderr } = await run("npx", ["tsx", "scripts/send-alerts.ts", "--public-dir", publicDir], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      SITE_URL: site.url,
      CONTENT_DIR: path.join(alertsBuildDir("before"), "alerts-content"),
      ...env,
    },
    timeout: 120_000,
  });
  return `${stdout}${stderr}`;
}

test("after the rebuild, alerts:send mails each subscriber once; then nothing, and nothing after unsubscribing", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const oldPrice = before.vehicles.find((car) => car.stockNumber === WATCHED_STOCK)?.price as number;
  const newPrice = after.vehicles.find((car) => car.stockNumber === WATCHED_STOCK)?.price as number;
  expect(oldPrice - newPrice).toBe(PRICE_CUT);
  // The prices an alert tells are the CARS Act's total price of the car as content/ lists it.
  const content = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(alertsBuildDir("before"), "alerts-content", file), "utf8")) as {
      price: number;
      fees: Array<{ amount: number; required: boolean; includedInPrice: boolean }>;
    };
  const addedFees = content("site.json")
    .fees.filter((fee) => fee.required && !fee.includedInPrice)
    .map((fee) => fee.amount);
  const listed = content("vehicles/2019-honda-civic-h24100.json").price;
  expect([oldPrice, newPrice]).toEqual([
    totalPriceRule(listed, addedFees),
    totalPriceRule(listed - PRICE_CUT, addedFees),
  ]);
  const arriving = after.vehicles.find((car) => car.stockNumber === ARRIVING_STOCK);
  expect(arriving).toBeDefined();
  const arrivingName = `${arriving?.year} ${arriving?.make} ${arriving?.model}`;

  const output = await alertsSend(path.join(alertsBuildDir("after"), "public"));
  expect(output).toMatch(/4 alert e-mail\(s\) sent/);
  const expected: Record<string, { subject: string; text: string[] }> = {
    [SHOPPERS.carDesktopEn.email]: {
      subject: `Price drop: 2019 Honda Civic ${after.vehicles.find((car) => car.stockNumber === WATCHED_STOCK)?.trim} is now ${formatPrice(newPrice)}`,
      text: [`Was ${formatPrice(oldPrice)}, now ${formatPrice(newPrice)}`, `${site.url}${CIVIC_PATH}`],
    },
    [SHOPPERS.carPhoneEs.email]: {
      subject: `Bajó el precio: 2019 Honda Civic ${after.vehicles.find((car) => car.stockNumber === WATCHED_STOCK)?.trim} ahora cuesta ${formatPrice(newPrice, "es")}`,
      text: [
        `Antes ${formatPrice(oldPrice, "es")}, ahora ${formatPrice(newPrice, "es")}`,
        `${site.url}/es${CIVIC_PATH}`,
      ],
    },
    [SHOPPERS.searchPhoneEs.email]: {
      subject: "Llegó un auto que coincide con su búsqueda",
      text: [arrivingName, `${site.url}/es/inventory/?${SEARCH}`, "RECIÉN LLEGADOS: SUV"],
    },
    [SHOPPERS.searchNoScriptEn.email]: {
      subject: "A new arrival matches your search",
      text: [arrivingName, `${site.url}/inventory/?${SEARCH}`, "NEW ARRIVALS: SUV"],
    },
  };
  for (const [email, { subject, text }] of Object.entries(expected)) {
    const mails = alertMailsTo(email);
    expect(
      mails.map((mail) => mail.subject),
      email,
    ).toEqual([subject]);
    for (const part of text) expect(mails[0].text, email).toContain(part);
    expect(mails[0].headers["list-unsubscribe"]).toMatch(/^<https:\/\/localhost:\d+\/api\/alerts\?unsubscribe=u2\./);
    expect(mails[0].headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0].html).toContain("4820 Fruitridge Road");
  }
  const carMail = alertMailsTo(SHOPPERS.carDesktopEn.email)[0];
  // The car's photo: the card's JPEG at the card's width, an absolute URL the site's image service answers.
  const photo = /<img src="(https:\/\/localhost:\d+\/_gatsby\/image\/[^"]+\.jpg\?[^"]+)"/.exec(carMail.html)?.[1];
  expect(photo, "the e-mail's photo").toBeDefined();
  const photoAnswer = await request.get((photo as string).replace(/&amp;/g, "&"));
  expect([photoAnswer.status(), photoAnswer.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
  const { width, height } = await sharp(await photoAnswer.body()).metadata();
  expect([width, height]).toEqual([640, 480]);

  // A second run: nothing twice.
  const count = smtp.messages.length;
  expect(await alertsSend(path.join(alertsBuildDir("after"), "public"))).toMatch(/0 alert e-mail\(s\) sent/);
  expect(smtp.messages).toHaveLength(count);

  // One click in the desktop shopper's mail program: a POST to List-Unsubscribe, no origin, no page of ours.
  const oneClick = carMail.headers["list-unsubscribe"].slice(1, -1);
  const answer = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(answer.status()).toBe(200);

  // The next change, a day later, sent by the Netlify scheduled function from the live site's inventory: the
  // Spanish shopper of the same car hears of it; the one who unsubscribed does not.
  const kv = alertKv();
  const dayAgo = JSON.stringify({ at: new Date(Date.now() - 25 * 3600_000).toISOString() });
  for (const key of (await kv.list("addresses/")).filter((name) => name.endsWith("/mailed.json")))
    await kv.put(key, dayAgo);
  const next: AlertInventory = {
    ...after,
    id: `${after.id}-next`,
    vehicles: after.vehicles.map((car) =>
      car.stockNumber === WATCHED_STOCK ? { ...car, price: car.price - 500 } : car,
    ),
  };
  // The live site over https (alert e-mails need an https SITE_URL), with the e2e certificate the function trusts.
  const certificate = e2eCertificate();
  const live = https.createServer(
    { cert: fs.readFileSync(certificate.certFile), key: fs.readFileSync(certificate.keyFile) },
    (req, res) => {
      if (req.url !== "/alerts/inventory.json") return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ version: 1, ...next }));
    },
  );
  const livePort = await freePort();
  await new Promise<void>((resolve) => live.listen(livePort, "127.0.0.1", resolve));
  try {
    const script = `import("./netlify/functions/send-alerts.mts").then(async (m) => { const r = await m.default(); process.exit(r.status === 204 ? 0 : 1); })`;
    const scheduled = await run("npx", ["tsx", "-e", script], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: process.env.HOME ?? "/root",
        ...env,
        SITE_URL: `https://localhost:${livePort}`,
        NODE_EXTRA_CA_CERTS: certificate.certFile,
      },
      timeout: 120_000,
    });
    expect(`${scheduled.stdout}${scheduled.stderr}`).toMatch(/1 alert e-mail\(s\) sent/);
  } finally {
    live.close();
  }
  expect(alertMailsTo(SHOPPERS.carDesktopEn.email)).toHaveLength(1);
  expect(alertMailsTo(SHOPPERS.carPhoneEs.email).map((mail) => mail.subject)).toEqual([
    expected[SHOPPERS.carPhoneEs.email].subject,
    expect.stringMatching(/^Bajó el precio: .* ahora cuesta /),
  ]);
});

test("a car whose total price is over the CARS Act's cap shows that price and no right to cancel, in both languages", async ({
  page,
}) => {
  const car = before.vehicles.find((vehicle) => vehicle.stockNumber === OVER_CAP_STOCK);
  expect(car?.price).toBeGreaterThan(PRICE_CAP);
  for (const prefix of ["", "/es"]) {
    await page.goto(`${site.url}${prefix}/vehicles/2017-ford-f-150-f24121/`);
    await expect(page.locator("p.price").first()).toContainText(
      formatDollars(car?.price as number, prefix ? "es" : "en"),
    );
    await expect(page.locator("[data-total-price-note]").first()).toBeVisible();
    await expect(page.getByRole("region", { name: /3-day right to cancel|Derecho a cancelar en 3 días/ })).toHaveCount(
      0,
    );
  }
  // And a car under the cap on the same site does show it.
  await page.goto(`${site.url}${CIVIC_PATH}`);
  await expect(page.getByRole("region", { name: "3-day right to cancel" })).toBeVisible();
  expect(OVER_CAP_PRICE).toBeGreaterThan(PRICE_CAP);
});

test("an address that unsubscribed, asked for again on the site, is answered as any other and mailed nothing", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The Spanish search shopper leaves with the page's button, from the link in the alert e-mail.
  const shopper = SHOPPERS.searchPhoneEs;
  const [alert] = alertMailsTo(shopper.email);
  const leave = await windowFor(browser, shopper);
  await leave.goto(linkIn(alert.text, /\/es\/alerts\/unsubscribe\/$/));
  await expect(leave.locator('#alert-unsubscribe-form input[name="token"]')).toHaveCount(1);
  await leave.getByRole("button", { name: "Cancelar la suscripción" }).click();
  await expect(leave.getByRole("heading", { name: "Se canceló su suscripción" })).toBeVisible();
  await leave.context().close();

  // Somebody asks again with each address that unsubscribed, in Spanish and in English (the English one left by
  // one click above): the same answer as ever, and no e-mail.
  const count = smtp.messages.length;
  const again = await windowFor(browser, shopper);
  await again.goto(`${site.url}/es/inventory/?${SEARCH}`);
  await subscribeAgain(again, shopper, "Avísenme cuando lleguen autos como estos", "search-alert-form");
  await again.context().close();
  const english = await windowFor(browser, SHOPPERS.carDesktopEn);
  await english.goto(`${site.url}${CIVIC_PATH}`);
  await subscribeAgain(english, SHOPPERS.carDesktopEn, "Tell me if the price drops", "price-alert-form");
  await english.context().close();
  // Both requests were taken (the queue is empty), and nothing was sent.
  await expect.poll(async () => (await alertKv().list("requests/")).length).toBe(0);
  expect(smtp.messages).toHaveLength(count);
});

/** Subscribes as `subscribe` does, and waits for the answer only: no confirmation is expected. */
async function subscribeAgain(page: Page, shopper: Shopper, formName: string, formId: string) {
  await hydrated(page, formId);
  const form = page.getByRole("form", { name: formName });
  await form
    .getByLabel(shopper.language === "es" ? "Su correo electrónico" : "Your e-mail address")
    .fill(shopper.email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button").click();
  await expect(
    page.getByRole("heading", { name: shopper.language === "es" ? "Revise su correo" : "Check your e-mail" }),
  ).toBeVisible();
}

test("the endpoint works in gatsby serve and as the generated Netlify function", async () => {
  test.setTimeout(120_000);
  const buildDir = alertsBuildDir("before");
  const body = (email: string) => ({ email, kind: "price-drop", vehicle: "H24170", consent: "yes" });

  // gatsby serve: the function Gatsby compiled into .cache/functions.
  const port = await freePort();
  const serve = spawn("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: buildDir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      ...env,
      // Alert e-mails go out only with an https SITE_URL (their links must be https); the requests here are local.
      SITE_URL: `https://localhost:${port}`,
    },
    stdio: "ignore",
    // Its own process group: npx does not pass a stop on to gatsby, so the group is stopped.
    detached: true,
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
    const post = (data: unknown) =>
      fetch(`http://127.0.0.1:${port}/api/alerts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
    const refused = await post({ ...body("gatsby@example.com"), vehicle: "H24261" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.vehicle).toMatch(/has been sold/);
    // Subscribe, confirm, unsubscribe, then ask again: answered the same, and no second e-mail; in each language.
    for (const language of ["en", "es"] as const) {
      const email = `gatsby-${language}@example.com`;
      expect((await post({ ...body(email), language })).status).toBe(200);
      await expect.poll(() => mailsTo(email).length).toBe(1);
      const [mail] = mailsTo(email);
      const tokenOf = (page: RegExp) => new URL(linkIn(mail.text, page)).searchParams.get("token");
      expect((await post({ action: "confirm", token: tokenOf(/\/alerts\/confirm\/$/), language })).status).toBe(200);
      const left = await post({ action: "unsubscribe", token: tokenOf(/\/alerts\/unsubscribe\/$/), language });
      expect(left.status).toBe(200);
      const again = await post({ ...body(email), language });
      expect(again.status).toBe(200);
      await expect.poll(async () => (await alertKv().list("requests/")).length).toBe(0);
      expect(mailsTo(email)).toHaveLength(1);
    }
    // The queue is empty a moment before the run that emptied it lets go of the store's lock: stopped in between,
    // it would leave a lock that keeps the Netlify function's run below standing back (a loaded machine saw it).
    await expect.poll(async () => (await alertKv().list("runs/lock-")).length).toBe(0);
  } finally {
    const exited = new Promise<void>((resolve) => serve.once("exit", () => resolve()));
    process.kill(-(serve.pid as number), "SIGTERM");
    await exited;
  }

  // What Netlify reads of the build (its own configuration parser, offline): the route to the generated function,
  // and the hourly scheduled function that sends the alerts.
  const { resolveConfig } = (await import("@netlify/config")) as {
    resolveConfig: (options: object) => Promise<{
      config: {
        build: { functions: string };
        functions: Record<string, { schedule?: string }>;
        redirects: { from: string; to: string; status: number }[];
      };
    }>;
  };
  const { config } = await resolveConfig({
    cwd: buildDir,
    repositoryRoot: buildDir,
    offline: true,
    context: "production",
  });
  expect(config.functions["send-alerts"]?.schedule).toBe("@hourly");
  expect(config.functions["take-alert-requests"]?.schedule).toBe("* * * * *");
  expect(fs.existsSync(path.join(config.build.functions, "send-alerts.mts"))).toBe(true);
  expect(config.redirects).toContainEqual(
    expect.objectContaining({ from: "/api/alerts/", to: "/.netlify/functions/alerts-js", status: 200 }),
  );

  // The Netlify function gatsby-adapter-netlify generated, called as Netlify calls it (its S3 keys as LEAD_S3_*).
  const lambdaEnv = {
    ...env,
    SITE_URL: "https://dealer.example",
    LEAD_S3_ACCESS_KEY_ID: STORE_TEST_ENV.AWS_ACCESS_KEY_ID,
    LEAD_S3_SECRET_ACCESS_KEY: STORE_TEST_ENV.AWS_SECRET_ACCESS_KEY,
    LEAD_S3_REGION: "us-east-1",
    AWS_LAMBDA_FUNCTION_NAME: "alerts-js",
    AWS_ACCESS_KEY_ID: "ASIA-NETLIFY-ROLE",
    AWS_SECRET_ACCESS_KEY: "not-the-dealers",
  };
  const edge = { clientAddress: "203.0.113.50", siteId: "e2e-alerts", deployId: "e2e-alerts" };
  const subscribeEvent = await lambdaEventOf(
    new Request("https://dealer.example/api/alerts", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://dealer.example" },
      body: JSON.stringify(body("netlify@example.com")),
    }),
    edge,
  );
  const handler = path.join(buildDir, ".netlify", "functions-internal", "alerts-js", "alerts-js.js");
  const { answers, log } = await invokeLambda(buildDir, handler, [subscribeEvent], lambdaEnv);
  expect(answers[0], log).toMatchObject({ status: 200, json: { ok: true } });
  // A Netlify function is frozen once it answered: the request waits in the store for the every-minute function.
  expect(mailsTo("netlify@example.com")).toEqual([]);
  const takeScript = `import("./netlify/functions/take-alert-requests.mts").then(async (m) => { const r = await m.default(); process.exit(r.status === 204 ? 0 : 1); })`;
  const taken = await run("npx", ["tsx", "-e", takeScript], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", ...lambdaEnv },
    timeout: 120_000,
  });
  // The SMTP server reads the message a moment after the script's send returned: waited for, as elsewhere here.
  await expect
    .poll(() => mailsTo("netlify@example.com").length, {
      message: `take-alert-requests said: ${taken.stdout}${taken.stderr}`,
    })
    .toBe(1);
  const oneClick = new URL(mailsTo("netlify@example.com")[0].headers["list-unsubscribe"].slice(1, -1));
  const clickEvent = await lambdaEventOf(
    new Request(`https://dealer.example${oneClick.pathname}${oneClick.search}`, { method: "GET" }),
    edge,
  );
  const shown = await invokeLambda(buildDir, handler, [clickEvent], lambdaEnv);
  expect(shown.answers[0].status).toBe(303);
  expect(shown.answers[0].headers.location).toMatch(/^\/alerts\/unsubscribe\/\?token=u2\./);
});

const MODES: ColourMode[] = ["dark", "light"];

test("the new pages and forms pass axe in both colour modes and the Nu HTML checker, in Spanish with no English", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const publicDir = path.join(alertsBuildDir("before"), "public");
  const files = [
    "alerts/confirm/index.html",
    "es/alerts/confirm/index.html",
    "alerts/unsubscribe/index.html",
    "es/alerts/unsubscribe/index.html",
    `${CIVIC_PATH.slice(1)}index.html`,
    `es${CIVIC_PATH}index.html`,
    "inventory/index.html",
    "saved/index.html",
    "privacy/index.html",
    "es/privacy/index.html",
  ].map((file) => path.join(publicDir, file));
  expect(nuHtmlErrors(files)).toEqual([]);

  // A page of its own context: axe needs one.
  const context = await browser.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem("saved-vehicles", JSON.stringify({ version: 1, stock: ["H24100", "H24170", "H24261"] })),
  );
  const pages: [string, () => Promise<void>][] = [
    ["/alerts/confirm/?token=c1.x", async () => undefined],
    ["/es/alerts/unsubscribe/?token=u1.x", async () => undefined],
    ["/alerts/confirm/?alert=expired&token=c1.x#alert-confirm-form-expired", async () => undefined],
    [`${CIVIC_PATH}?alert=email#price-alert-form-email-refused`, async () => undefined],
    [
      CIVIC_PATH,
      async () => {
        await hydrated(page, "price-alert-form");
        await page.getByRole("form", { name: "Tell me if the price drops" }).getByRole("button").click();
        await expect(page.locator("#price-alert-form-email-error")).toHaveText("Enter your e-mail address.");
      },
    ],
    [`/es/inventory/?${SEARCH}`, () => hydrated(page, "search-alert-form")],
    ["/saved/", () => hydrated(page, "saved-alert-form")],
  ];
  for (const [address, ready] of pages) {
    await page.goto(`${site.url}${address}`);
    await ready();
    for (const mode of MODES) {
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      expect(await axeViolations(page, mode), `${address} (${mode})`).toEqual([]);
    }
  }
  // The Spanish pages with their forms (hidden notices too) carry no English message.
  const candidates = leakCandidates([...(await catalogMessagePairs()), ...leadTextPairs()]);
  for (const [address, ready] of [
    [`/es${CIVIC_PATH}`, () => hydrated(page, "price-alert-form")],
    [`/es/inventory/?${SEARCH}`, () => hydrated(page, "search-alert-form")],
    ["/es/saved/", () => hydrated(page, "saved-alert-form")],
    ["/es/alerts/unsubscribe/?token=u1.x", () => expect(page.locator('input[name="token"]')).toHaveCount(1)],
  ] as const) {
    await page.goto(`${site.url}${address}`);
    await ready();
    expect(findLeaks(await pageStrings(page), candidates), address).toEqual([]);
  }
  await context.close();
  // The privacy notice says how long alerts are kept, in both languages.
  expect(fs.readFileSync(files[8], "utf8")).toContain("180 days after you confirmed");
  expect(fs.readFileSync(files[9], "utf8")).toContain("180 días después de confirmarlas");
});
