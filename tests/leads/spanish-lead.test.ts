// A Spanish lead through the real endpoint logic into the real folder outbox: the answers in Spanish, the
// language kept with the stored lead, and "Preferred language: Spanish" in the ADF the CRM will read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { handleLeadRequest, type HttpRequest } from "../../src/lib/leads/delivery/request/handle-lead-request";
import { loadLeads, openMessage } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { createLeadHandlerDeps } from "../../src/lib/leads/delivery/runtime/lead-runtime";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { contactBody, dealer, testInventory, tradeInBody } from "./support/lead-fixtures";
import { parseXml, textOf } from "./support/parse-xml";

let outbox: string;
let logs: string[];

const depsFor = (env: Record<string, string> = {}) =>
  createLeadHandlerDeps(dealer, {
    env: {
      NODE_ENV: "test",
      SITE_URL: "https://sierravistamotors.example",
      LEAD_OUTBOX_URL: `file:${outbox}`,
      ...env,
    },
    log: (line) => void logs.push(line),
    inventory: testInventory(),
  });

const post = (
  body: Record<string, unknown>,
  type = "application/json",
  remoteAddress = "203.0.113.7",
): HttpRequest => ({
  method: "POST",
  headers: { "content-type": type, "sec-fetch-site": "same-origin" },
  body,
  remoteAddress,
});

const storedLeads = async () => {
  const keyring = readKeyring({}, []);
  const loaded = await loadLeads(createFileStore(outbox));
  return loaded.map((lead) => {
    if (!("record" in lead)) throw new Error(`unreadable lead: ${lead.unreadable}`);
    return openMessage(lead.record, keyring);
  });
};

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "spanish-lead-"));
  logs = [];
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("a lead from the Spanish site", () => {
  it("reaches the outbox with its language, and its ADF says Preferred language: Spanish", async () => {
    const response = await handleLeadRequest(
      post(contactBody({ language: "es", returnTo: "/es/contact/" })),
      depsFor(),
    );
    expect(response.status).toBe(200);
    const [message, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(message.id).toBe((response.json as { id: string }).id);
    expect(message.language).toBe("es");
    const comments = textOf(parseXml(message.adf), "prospect > customer > comments") ?? "";
    expect(comments.split("\n").slice(0, 2)).toEqual(["Request: Contact request", "Preferred language: Spanish"]);
    expect(textOf(parseXml(message.adf), "prospect > provider > url")).toBe(
      "https://sierravistamotors.example/es/contact/",
    );
    expect(message.summary).toContain("Preferred language: Spanish");
  });

  it("an English lead reaches the outbox as before: language en, nothing added to its ADF", async () => {
    expect((await handleLeadRequest(post(contactBody()), depsFor())).status).toBe(200);
    const [message] = await storedLeads();
    expect(message.language).toBe("en");
    expect(message.adf).not.toContain("Preferred language");
  });

  it("answers a Spanish lead's bad fields in Spanish, and saves nothing", async () => {
    const response = await handleLeadRequest(
      post(contactBody({ language: "es", email: "maria@", preferredContact: "email" })),
      depsFor(),
    );
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ errors: { email: "Escriba un correo electrónico como nombre@ejemplo.com." } });
    expect(await storedLeads()).toEqual([]);
  });

  it("refuses a language the site does not have as a field error", async () => {
    const response = await handleLeadRequest(post(contactBody({ language: "fr" })), depsFor());
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      errors: { language: expect.stringMatching(/^Send the language as one of the site's language codes: "en", /) },
    });
  });

  it("tells a Spanish visitor who sent too many to wait, in Spanish", async () => {
    const deps = depsFor({ LEAD_RATE_LIMIT: "1" });
    expect((await handleLeadRequest(post(contactBody({ language: "es" })), deps)).status).toBe(200);
    const limited = await handleLeadRequest(post(contactBody({ language: "es" })), deps);
    expect(limited.status).toBe(429);
    expect((limited.json as { error: string }).error).toMatch(
      /^Llegaron demasiados mensajes desde su conexión\. Inténtelo de nuevo en \d+ minutos?, o llámenos al \(916\) 555-0142\.$/,
    );
  });

  it("says it could not send, in Spanish, when the lead can go nowhere", async () => {
    const response = await handleLeadRequest(
      post(contactBody({ language: "es" })),
      depsFor({ LEAD_OUTBOX_URL: "off" }),
    );
    expect(response.status).toBe(503);
    expect((response.json as { error: string }).error).toBe(
      "No pudimos enviar su mensaje en este momento. No se envió nada, y lo que escribió sigue en el formulario. Llámenos al (916) 555-0142.",
    );
  });

  it("sends a plain post from the Spanish trade-in page back to it, with the car it is toward from its Referer", async () => {
    const request = post(
      tradeInBody({ language: "es", returnTo: "/es/trade-in/", stockNumber: "" }),
      "application/x-www-form-urlencoded",
    );
    request.headers = { ...request.headers, referer: "https://sierravistamotors.example/es/trade-in/?stock=H24100" };
    const response = await handleLeadRequest(request, depsFor());
    expect(response.headers.Location).toBe("/es/trade-in/?lead=sent#trade-in-form-sent");
    const [message] = await storedLeads();
    expect(message.subject).toContain("(stock H24100)");
    expect(message.language).toBe("es");
  });
});
