// The S3 outbox under SIGKILL, as the file outbox is (outbox-crash-file.test.ts): serve:prod writing leads to
// s3rver through a pass-through proxy (support/fault-proxy.ts, which shows each PUT arriving, so kills land inside
// writes too), killed CRASH_KILLS_S3 times (5 here; `npm run bench:reliability` runs 100), restarted, and drained
// by `npm run leads:send`. Every lead answered 200 is delivered exactly once, every object kept opens with the
// key, and nothing is left in the bucket.
import { makeFixtureSite, removeFixtureSite } from "../server/support/fixture-site";
import { STORE_TEST_ENV, startS3Store, type RunningStore } from "../leads/support/store-servers";
import { startFaultProxy, type FaultProxy } from "./support/fault-proxy";
import { runCrashScenario } from "./support/crash-scenario";
import { crashProblems } from "./support/crash-problems";
import { serveProdServer } from "./support/lead-servers";
import { crashKills, crashSeed } from "./support/crash-kills";
import { endpointOf, s3LeadWrites, s3ObjectKeys } from "./support/s3-outbox-objects";

const KILLS = crashKills("CRASH_KILLS_S3", 5);

let publicDir: string;
let s3: RunningStore;
let proxy: FaultProxy;

beforeAll(async () => {
  publicDir = makeFixtureSite();
  s3 = await startS3Store();
  proxy = await startFaultProxy(endpointOf(s3.url("crash")));
});

afterAll(async () => {
  await proxy?.close();
  await s3?.stop();
  removeFixtureSite(publicDir);
});

it(`delivers every lead answered 200 exactly once across ${KILLS} SIGKILLs of serve:prod on S3`, async () => {
  const url = `s3://leads/crash?endpoint=${proxy.url}&forcePathStyle=true`;
  const report = await runCrashScenario({
    server: serveProdServer(publicDir),
    kills: KILLS,
    seed: crashSeed(),
    store: {
      outboxUrl: url,
      env: STORE_TEST_ENV,
      open: () => s3.open("crash"),
      watchWrites: s3LeadWrites(proxy, "crash"),
    },
  });
  const context = `seed ${report.seed}; leads:send said:\n${report.leadsSendOutput}`;
  expect(crashProblems(report, KILLS), context).toEqual([]);
  // No object left: leads and their claims are deleted once sent, and no write left a stray one.
  expect(await s3ObjectKeys(endpointOf(s3.url("crash")), "crash/")).toEqual([]);
}, 600_000);
