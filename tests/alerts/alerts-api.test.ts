// Integration: src/api/alerts.ts as Gatsby calls it, with a real SMTP server and a real folder store (the build's
// inventory stood in for, as the lead tests do). Every refusal over HTTP, the double opt-in, the same answer to a
// repeated request and one confirmation a day, the confirm and unsubscribe buttons with and without JavaScript, the
// one-click unsubscribe of RFC 8058, and the lead endpoint's guards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { confirmToken } from "../../src/lib/alerts/delivery/alert-keys";
import { openAlertKv } from "../../src/lib/alerts/delivery/alert-kv";
import { createAlertStore } from "../../src/lib/alerts/delivery/alert-store";
import type { AlertInventory } from "../../src/lib/alerts/alert-vehicle";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { startSmtpServer, type TestSmtpServer } from "../leads/support/smtp-test-server";
import { callAlerts, post, SITE } from "./support/alert-http";
import { INVENTORY, KEY, inventoryOf } from "./support/alert-fixtures";
import { linkIn, readAlertMail } from "./support/read-alert-mail";

const state = vi.hoisted(() => ({ inventory: undefined as AlertInventory | undefined }));
vi.mock("../../src/lib/alerts/delivery/build-alert-inventory", () => ({
  buildAlertInventory: () => state.inventory,
}));

let smtp: TestSmtpServer;
let outbox: string;
let logs: string[];

const priceDrop = {
  email: "Shopper@Example.com",
  kind: "price-drop",
  vehicle: "H24100",
  consent: "yes",
  formId: "price-alert-form",
  returnTo: "/vehicles/2019-honda-civic-h24100/",
};
const store = () =>
  createAlertStore(openAlertKv({ kind: "file", dir: outbox }, {}), readKeyring({ LEAD_OUTBOX_KEY: KEY }, []));
const subscriptions = async () =>
  [...(await store().all()).values()].flat().flatMap((entry) => ("subscription" in entry ? [entry.subscription] : []));
const mails = () => smtp.messages.map(readAlertMail);

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.alerts.shared-state"));
  state.inventory = inventoryOf(INVENTORY);
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "alerts-api-"));
  smtp.messages.length = 0;
  smtp.refuse = false;
  vi.stubEnv("LEAD_SMTP_URL", smtp.plainUrl);
  vi.stubEnv("LEAD_OUTBOX_URL", `file:${outbox}`);
  vi.stubEnv("LEAD_OUTBOX_KEY", KEY);
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("SITE_URL", SITE);
  logs = [];
  vi.spyOn(console, "info").mockImplementation((line: unknown) => void logs.push(String(line)));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("a price-drop request", () => {
  it("is kept sealed, waiting, and answered by a confirmation e-mail with both unsubscribe headers", async () => {
    const answer = await post(priceDrop);
    expect(answer).toMatchObject({
      status: 200,
      json: { ok: true, message: expect.stringMatching(/^Check your e-mail/) },
    });
    const [mail] = mails();
    expect(mail.to.map((address) => address.toLowerCase())).toEqual(["shopper@example.com"]);
    expect(mail.subject).toBe("Confirm your e-mail alerts from Sierra Vista Motors");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/sierravistamotors\.example\/api\/alerts\?unsubscribe=u2\.[\w-]{59}>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Price drops on the 2019 Honda Civic EX (stock H24100)");
    expect(linkIn(mail.text, /^\/alerts\/confirm\/$/)).toMatch(/\?token=c2\./);
    expect(mail.html).toContain("Sierra Vista Motors, 4820 Fruitridge Road, Sacramento, CA 95820");
    const [waiting] = await subscriptions();
    expect(waiting).toMatchObject({ email: "Shopper@Example.com", language: "en" });
    expect(waiting.confirmedAt).toBeUndefined();
    const raw = fs.readdirSync(outbox, { recursive: true, encoding: "utf8" }).map((file) => {
      const full = path.join(outbox, file);
      return fs.statSync(full).isFile() ? fs.readFileSync(full, "utf8") : "";
    });
    expect(raw.join("\n")).not.toMatch(/shopper|example\.com|H24100/i);
    expect(logs.join("\n")).not.toMatch(/shopper|example\.com/i);
  });

  it("answers a repeated request the same way, keeps one subscription, and sends one confirmation a day", async () => {
    const first = await post(priceDrop);
    const again = await post(priceDrop, { remoteAddress: "203.0.113.11" });
    const otherCar = await post({ ...priceDrop, vehicle: "T24205" }, { remoteAddress: "203.0.113.12" });
    expect([again, otherCar].map((answer) => [answer.status, answer.json])).toEqual([
      [first.status, first.json],
      [first.status, first.json],
    ]);
    expect(smtp.messages).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(2);
    // The link confirms the request its e-mail named, not the one that came after it was sent.
    const link = new URL(linkIn(mails()[0].text, /^\/alerts\/confirm\/$/));
    const confirmed = await post({ action: "confirm", token: link.searchParams.get("token") });
    expect(confirmed).toMatchObject({
      status: 200,
      json: { ok: true, message: expect.stringMatching(/^Your alerts are on/) },
    });
    const byCar = Object.fromEntries(
      (await subscriptions()).map((subscription) => [
        subscription.target.kind === "price-drop" ? subscription.target.cars[0].stockNumber : "",
        subscription.confirmedAt !== undefined,
      ]),
    );
    expect(byCar).toEqual({ H24100: true, T24205: false });
    // A confirmed address asking again learns nothing new, and gets no e-mail.
    expect((await post(priceDrop, { remoteAddress: "203.0.113.13" })).json).toEqual(first.json);
    expect(smtp.messages).toHaveLength(1);
  });

  it("is still taken when the SMTP server refuses the confirmation: alerts:send sends it later", async () => {
    smtp.refuse = true;
    expect(await post(priceDrop)).toMatchObject({ status: 200 });
    expect(await subscriptions()).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/a confirmation was not sent \(\w+ 451\); alerts:send tries again/);
  });
});

describe("refusals", () => {
  it("answer 422 with a message next to the field", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ email: "nope" }, "email", /like name@example\.com/],
      [{ vehicle: "ZZ999" }, "vehicle", /no car with stock number ZZ999/],
      [{ vehicle: "F24121" }, "vehicle", /has been sold/],
      [{ consent: "" }, "consent", /Tick the box/],
      [{ kind: "new-arrivals", search: "body=Spaceship" }, "search", /no car on our site can have/],
      [{ kind: "new-arrivals", search: "yearMin=2025&yearMax=2001" }, "search", /lowest price or year is above/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post({ ...priceDrop, ...change });
      expect(answer.status, field).toBe(422);
      expect((answer.json as { errors: Record<string, string> }).errors[field]).toMatch(message);
    }
    expect(smtp.messages).toHaveLength(0);
    expect(await subscriptions()).toHaveLength(0);
  });

  it("send a plain form back to the page, to the notice next to the refused field", async () => {
    const answer = await post({ ...priceDrop, email: "nope" }, { form: true });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/vehicles/2019-honda-civic-h24100/?alert=email#price-alert-form-email-refused");
    const sold = await post(
      { ...priceDrop, vehicle: "F24121", language: "es", returnTo: "/es/vehicles/x/" },
      { form: true },
    );
    expect(sold.location).toBe("/es/vehicles/x/?alert=vehicle#price-alert-form-vehicle-refused");
  });

  it("keep the lead endpoint's guards: method, body type and size, origin", async () => {
    expect(await callAlerts({ method: "GET", body: {} })).toMatchObject({ status: 405, headers: { allow: "POST" } });
    expect(await callAlerts({ headers: { "content-type": "text/plain" }, body: "x" })).toMatchObject({ status: 415 });
    const large = await post({ ...priceDrop, search: "x".repeat(17_000) });
    expect(large.status).toBe(413);
    const crossSite = await callAlerts({
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: priceDrop,
    });
    expect(crossSite).toMatchObject({
      status: 403,
      json: { error: "Alerts can only be asked for from this website's pages." },
    });
    expect((await callAlerts({ headers: { "content-type": "application/json" }, body: [1] })).status).toBe(400);
  });

  it("limit one client's requests", async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 9; request++)
      statuses.push((await post({ ...priceDrop, email: `shopper${request}@example.com` })).status);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
  });

  it("stop confirmation e-mails past the global ceiling, whatever the number of addresses", async () => {
    vi.stubEnv("LEAD_GLOBAL_LIMIT", "2");
    const statuses: number[] = [];
    for (const [index, address] of ["203.0.113.1", "198.51.100.1", "192.0.2.1"].entries())
      statuses.push((await post({ ...priceDrop, email: `s${index}@example.com` }, { remoteAddress: address })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(smtp.messages).toHaveLength(2);
  });

  it("take no subscription when the build has alerts off, or when there is no key to seal it", async () => {
    state.inventory = inventoryOf(INVENTORY, false);
    expect(await post(priceDrop)).toMatchObject({
      status: 404,
      json: { error: "E-mail alerts are not offered on this website." },
    });
    state.inventory = inventoryOf(INVENTORY);
    vi.stubEnv("LEAD_OUTBOX_KEY", "");
    expect(await post(priceDrop, { remoteAddress: "203.0.113.99" })).toMatchObject({ status: 503 });
    expect(logs.join("\n")).toMatch(/alerts: configuration: LEAD_OUTBOX_KEY is not set/);
  });
});

describe("the confirm and unsubscribe links", () => {
  async function subscribed(): Promise<{ confirm: string; unsubscribe: string; oneClick: string }> {
    await post({ ...priceDrop, language: "es" });
    const [mail] = mails();
    return {
      confirm: new URL(linkIn(mail.text, /\/alerts\/confirm\/$/)).searchParams.get("token") as string,
      unsubscribe: new URL(linkIn(mail.text, /\/alerts\/unsubscribe\/$/)).searchParams.get("token") as string,
      oneClick: mail.headers["list-unsubscribe"].slice(1, -1),
    };
  }

  it("confirm without JavaScript: the token from the page's address, back to the page's notice", async () => {
    const { confirm } = await subscribed();
    const answer = await post(
      { action: "confirm", formId: "alert-confirm-form", returnTo: "/es/alerts/confirm/", language: "es" },
      { form: true, referer: `${SITE}/es/alerts/confirm/?token=${confirm}` },
    );
    expect(answer.location).toBe("/es/alerts/confirm/?alert=confirmed#alert-confirm-form-confirmed");
    expect((await subscriptions())[0].confirmedAt).toBeDefined();
  });

  it("refuse a link older than 48 hours, and one that is not complete", async () => {
    await subscribed();
    const [{ id }] = await subscriptions();
    const tag = [...(await store().all()).keys()][0];
    const old = confirmToken(tag, new Date(Date.now() - 49 * 3600_000), [id], Buffer.from(KEY, "base64"));
    expect(await post({ action: "confirm", token: old })).toMatchObject({ status: 410 });
    expect(await post({ action: "confirm", token: "c1.broken" })).toMatchObject({ status: 400 });
    expect(await post({ action: "confirm" })).toMatchObject({ status: 400 });
    expect((await subscriptions()).find((subscription) => subscription.id === id)?.confirmedAt).toBeUndefined();
  });

  it("unsubscribe with the page's button, deleting the address's alerts", async () => {
    const { unsubscribe } = await subscribed();
    const answer = await post({ action: "unsubscribe", token: unsubscribe, language: "es" });
    expect(answer).toMatchObject({ status: 200, json: { ok: true, message: expect.stringMatching(/^Se canceló/) } });
    expect(await subscriptions()).toEqual([]);
  });

  it("unsubscribe in one click: a mail program's POST, with no origin and any body, and a GET shows the page", async () => {
    const { oneClick } = await subscribed();
    const query = Object.fromEntries(new URL(oneClick).searchParams);
    const shown = await callAlerts({ method: "GET", query, body: {} });
    expect(shown.status).toBe(303);
    expect(shown.location).toMatch(/^\/es\/alerts\/unsubscribe\/\?token=u2\./);
    expect(await subscriptions()).toHaveLength(1);
    const answer = await callAlerts({
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: { "List-Unsubscribe": "One-Click" },
      query,
      remoteAddress: "74.125.1.1",
    });
    expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    expect(await subscriptions()).toEqual([]);
    expect(await callAlerts({ query: { unsubscribe: "u1.nope" }, body: {} })).toMatchObject({ status: 400 });
  });
});
