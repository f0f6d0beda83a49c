// A store that takes the connection and never answers (the fault proxy's "hang", in front of s3rver), in the
// process, through real sockets. Each request of the S3 client gives up within its timeout (the SDK only warned
// and waited for ever before: throwOnRequestTimeout), and the lead endpoint's delivery answers within its
// deadline whatever the store does, so the shopper gets the 503 with the phone number before nginx's 30 s, not a
// 504. Through serve:prod this takes the real 20 s of two tries of 10 s; here the timeouts are short.
import { buildLeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import { deliverLead } from "../../src/lib/leads/delivery/mail/deliver-lead";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { parseOutboxUrl } from "../../src/lib/server-kit/store/outbox-location";
import { createS3Store, type S3Location } from "../../src/lib/server-kit/store/s3-store";
import { contactBody, dealer, NOW, parsedLead } from "../leads/support/lead-fixtures";
import { STORE_TEST_ENV, startS3Store, type RunningStore } from "../leads/support/store-servers";
import { startFaultProxy, type FaultProxy } from "./support/fault-proxy";
import { endpointOf } from "./support/s3-outbox-objects";

let s3: RunningStore;
let proxy: FaultProxy;
let location: S3Location;

beforeAll(async () => {
  s3 = await startS3Store();
  proxy = await startFaultProxy(endpointOf(s3.url("x")));
  const parsed = parseOutboxUrl(`s3://leads/hang?endpoint=${proxy.url}&forcePathStyle=true`, process.cwd());
  if ("problem" in parsed || parsed.kind !== "s3") throw new Error("not an s3 location");
  location = parsed;
});

afterEach(() => proxy.clear());

afterAll(async () => {
  await proxy?.close();
  await s3?.stop();
});

const message = buildLeadMessage(parsedLead(contactBody()), {
  id: "20261121-HANG01",
  requestDate: NOW,
  dealer,
  siteUrl: "https://sierravistamotors.example",
  pagePath: "/contact/",
});

it("gives up on a write the store never answers within its request timeout, twice, then fails", async () => {
  proxy.inject({ method: "PUT", fault: { kind: "hang" } });
  const store = createS3Store(location, STORE_TEST_ENV, { connectionMs: 500, requestMs: 500 });
  const started = performance.now();
  await expect(store.create("20261121T183000Z-20261121-HANG01", "{}")).rejects.toMatchObject({
    name: "TimeoutError",
  });
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(proxy.seen.filter((request) => request.fault === "hang")).toHaveLength(2);
}, 15_000);

it("answers within the delivery's deadline when the store hangs, then saves again once it answers", async () => {
  proxy.inject({ method: "PUT", fault: { kind: "hang" } });
  // The store's own timeouts as in production (two tries of 10 s): the deadline is what answers the shopper.
  const outbox = async () => ({ store: createS3Store(location, STORE_TEST_ENV), keyring: readKeyring({}, []) });
  const started = performance.now();
  const result = await deliverLead(message, { outbox, deadlineMs: 2_000 });
  expect(result).toMatchObject({ status: "failed", outboxError: "OUTBOX_TIMEOUT" });
  expect(performance.now() - started).toBeLessThan(5_000);

  proxy.clear();
  expect(await deliverLead(message, { outbox, deadlineMs: 2_000 })).toMatchObject({ status: "queued" });
}, 15_000);
