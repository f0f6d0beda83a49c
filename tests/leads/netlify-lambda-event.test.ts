// The lead function inside a Lambda-compatible Netlify function: the Blobs access and the visitor's address
// from Netlify's event (connected against @netlify/blobs' own server on loopback), and the consistency the
// outbox asks for with each kind of access.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { createNetlifyBlobsStore, blobsConsistency } from "../../src/lib/server-kit/store/netlify-blobs-store";
import {
  connectNetlifyBlobs,
  netlifyClientAddress,
  netlifyEventOf,
} from "../../src/lib/server-kit/request/netlify-lambda-event";

const context = (fields: Record<string, string>) => Buffer.from(JSON.stringify(fields)).toString("base64");

describe("netlifyEventOf", () => {
  it("reads the event the adapter's wrapper puts on the request, headers in lower case", () => {
    const request = {
      headers: { "x-nf-client-connection-ip": "198.51.100.1" },
      netlifyFunctionParams: {
        event: { headers: { "X-NF-Client-Connection-IP": "203.0.113.9", "x-nf-site-id": "site" }, blobs: "e30=" },
        context: {},
      },
    };
    const event = netlifyEventOf(request);
    expect(event).toEqual({
      headers: { "x-nf-client-connection-ip": "203.0.113.9", "x-nf-site-id": "site" },
      blobs: "e30=",
    });
    expect(netlifyClientAddress(event!)).toBe("203.0.113.9");
  });

  it("finds no event on a request that did not come through the wrapper, whatever its headers say", () => {
    expect(netlifyEventOf({ headers: { "x-nf-client-connection-ip": "203.0.113.9" } })).toBeUndefined();
    expect(netlifyEventOf({ netlifyFunctionParams: { event: { headers: null } } })).toBeUndefined();
    expect(netlifyEventOf({ netlifyFunctionParams: "forged" })).toBeUndefined();
  });

  it("gives no address when Netlify sent none, and no Blobs access when the site has none", () => {
    const event = netlifyEventOf({ netlifyFunctionParams: { event: { headers: {}, blobs: "" } } })!;
    expect(netlifyClientAddress(event)).toBeUndefined();
    expect(event.blobs).toBeUndefined();
  });
});

describe("blobsConsistency", () => {
  it("is strong with the access Netlify's own functions and builds get, and without any platform access", () => {
    expect(blobsConsistency({})).toBe("strong");
    expect(
      blobsConsistency({ NETLIFY_BLOBS_CONTEXT: context({ edgeURL: "https://e", uncachedEdgeURL: "https://u" }) }),
    ).toBe("strong");
    expect(blobsConsistency({ NETLIFY_BLOBS_CONTEXT: context({ apiURL: "https://api", token: "t" }) })).toBe("strong");
    expect(blobsConsistency({ NETLIFY_BLOBS_CONTEXT: "not base64 json" })).toBe("strong");
  });

  it("is eventual with an edge URL alone, which @netlify/blobs refuses for any strong operation", () => {
    expect(blobsConsistency({ NETLIFY_BLOBS_CONTEXT: context({ edgeURL: "https://e", token: "t" }) })).toBe("eventual");
  });
});

describe("a lead saved with the access of a Lambda event", () => {
  let dir: string;
  let server: BlobsServer;
  let url: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lambda-blobs-"));
    server = new BlobsServer({ directory: dir, token: "lambda-token", port: 0 });
    url = `http://127.0.0.1:${(await server.start()).port}`;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reaches the site's store through the event's edge URL and token", async () => {
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", "");
    const event = netlifyEventOf({
      netlifyFunctionParams: {
        event: {
          headers: { "x-nf-site-id": "lambda-site", "x-nf-deploy-id": "deploy-1" },
          blobs: context({ url, token: "lambda-token" }),
        },
      },
    })!;
    const store = createNetlifyBlobsStore({ storeName: "leads" });
    await expect(store.create("20261125-lead", "{}")).rejects.toThrow(/siteID|token/);
    connectNetlifyBlobs(event);
    const name = await store.create("20261125-lead", '{"id":"x"}');
    expect(await store.read(name)).toBe('{"id":"x"}');
    // The same lead, read the way `npm run leads:send` does from a laptop (the API with a site id and token).
    const fromApi = createNetlifyBlobsStore(
      { storeName: "leads", apiURL: url, siteID: "lambda-site" },
      { LEAD_NETLIFY_TOKEN: "lambda-token" },
    );
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", "");
    expect((await fromApi.list()).map((entry) => entry.name)).toEqual([name]);
  });
});
