// Integration: a trade-in through src/api/leads.ts into the outbox, with and without JavaScript.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import leads from "../../src/api/leads";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import { tradeInBody } from "./support/lead-fixtures";
import { fakeRequest, fakeResponse, type CapturedResponse, type FakeRequestInit } from "./support/gatsby-http";
import { parseXml, textOf } from "./support/parse-xml";

vi.mock("../../src/lib/leads/delivery/request/build-inventory", async () => {
  const { testInventory } = await import("./support/lead-fixtures");
  return { buildInventory: testInventory };
});

const SITE = "https://sierravistamotors.example";
const VIN = withVinCheckDigit("4T1BF1FK5EU000123");
const BAD_VIN = `${VIN.slice(0, 8)}${VIN[8] === "1" ? "2" : "1"}${VIN.slice(9)}`;
let outbox: string;

async function call(init: FakeRequestInit): Promise<CapturedResponse> {
  const { res, result } = fakeResponse();
  await leads(fakeRequest(init), res);
  return result;
}

/** A plain form post from the trade-in page, as a browser without JavaScript sends it. */
const postForm = (body: Record<string, unknown>, referer = `${SITE}/trade-in/?stock=H24100`) =>
  call({
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", referer },
    body,
  });

function savedAdf(): Document[] {
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .map((name) => parseXml(JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")).message.adf));
}

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("dealer-site.leads.shared-state"));
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "trade-in-outbox-"));
  vi.stubEnv("LEAD_SMTP_URL", "");
  vi.stubEnv("LEAD_TO", "");
  vi.stubEnv("LEAD_OUTBOX_DIR", outbox);
  vi.stubEnv("LEAD_RATE_LIMIT", "1000");
  vi.stubEnv("SITE_URL", SITE);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe("trade-in through the lead endpoint", () => {
  it("without JavaScript, takes the car on the lot from the Referer and looks it up in the inventory", async () => {
    const response = await postForm(tradeInBody({ stockNumber: undefined, tradeVin: VIN }));
    expect(response.location).toBe("/trade-in/?lead=sent#trade-in-form-sent");
    const [doc] = savedAdf();
    expect(textOf(doc, "vehicle[interest=buy] > stock")).toBe("H24100");
    expect(textOf(doc, "vehicle[interest=buy] > make")).toBe("Honda");
    expect(textOf(doc, "vehicle[interest=trade-in] > vin")).toBe(VIN);
  });

  it("never takes the car's facts from the post", async () => {
    await postForm(tradeInBody({ make: "Ferrari", price: "1", year: "2030" }));
    const [doc] = savedAdf();
    expect(textOf(doc, "vehicle[interest=buy] > make")).toBe("Honda");
    expect(textOf(doc, "vehicle[interest=buy] > price")).toBe("18995");
  });

  it("without JavaScript, a VIN with a wrong check digit comes back to the message next to the VIN field", async () => {
    const response = await postForm(tradeInBody({ tradeVin: BAD_VIN }));
    expect(response.status).toBe(303);
    expect(response.location).toBe("/trade-in/?lead=error&stock=H24100#trade-in-form-tradeVin-refused");
    expect(fs.readdirSync(outbox)).toEqual([]);
  });

  it("with JavaScript, the same VIN is answered 422 with the error on the VIN field", async () => {
    const response = await call({
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: tradeInBody({ tradeVin: BAD_VIN }),
    });
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ errors: { tradeVin: expect.stringMatching(/check digit/) } });
  });

  it("other refusals of a plain post go to the form's general error notice", async () => {
    const response = await postForm(tradeInBody({ tradeMileage: "lots" }));
    expect(response.location).toBe("/trade-in/?lead=error#trade-in-form-error");
  });
});
