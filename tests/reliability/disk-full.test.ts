// The file outbox on a full disk, for real: serve:prod with the real src/api/leads.ts keeps its outbox on a small
// tmpfs of its own (support/small-disk.ts), SMTP down. While the disk is full a lead gets 503 with the phone
// number, the log says `outbox ENOSPC` in one line, and the failed write leaves nothing behind (its temporary
// file is removed, so the disk is not fuller for it); the leads kept before are untouched. Once space is freed a
// lead gets 200 again, and leads:send delivers every lead answered 200 exactly once.
import fs from "node:fs";
import path from "node:path";
import { newOutboxKey } from "../../src/lib/server-kit/store/outbox-keys";
import { makeFixtureSite, removeFixtureSite } from "../server/support/fixture-site";
import { startServeProd, type ServeProdProcess } from "../server/support/serve-prod-process";
import { drainOutbox } from "./support/drain-outbox";
import { postLead, type LeadAnswer } from "./support/post-lead";
import { linesMatching, waitForOutput } from "./support/server-output";
import { mountSmallDisk, type SmallDisk } from "./support/small-disk";

let publicDir: string;
let disk: SmallDisk;
let server: ServeProdProcess;
const key = newOutboxKey();
const outboxEnv = () => ({ LEAD_OUTBOX_URL: `file:${path.join(disk.dir, "leads")}`, LEAD_OUTBOX_KEY: key });

beforeAll(async () => {
  publicDir = makeFixtureSite();
  disk = mountSmallDisk(256);
  server = await startServeProd(publicDir, {
    ...outboxEnv(),
    SITE_URL: "https://sierravistamotors.example",
    LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
  });
});

afterAll(async () => {
  await server?.stop();
  disk?.unmount();
  removeFixtureSite(publicDir);
});

const idOf = (answer: LeadAnswer) => ("id" in answer ? answer.id : undefined);

it("answers 503 with the phone number while the outbox's disk is full, keeps what it had, and takes leads once freed", async () => {
  const before = await postLead(server.url);
  expect(before).toMatchObject({ status: 200 });
  const kept = fs.readdirSync(path.join(disk.dir, "leads"));

  expect(disk.fill()).toBeGreaterThan(0);
  const refused = await postLead(server.url);
  expect(refused).toMatchObject({ status: 503, json: { phone: "(916) 555-0142" } });
  await waitForOutput(server, /NOT delivered \(outbox ENOSPC: no space left on device/);
  expect(linesMatching(server, /NOT delivered/)).toHaveLength(1);
  expect(fs.readdirSync(path.join(disk.dir, "leads"))).toEqual(kept);

  disk.free();
  const after = await postLead(server.url);
  expect(after).toMatchObject({ status: 200 });

  const drain = await drainOutbox(outboxEnv());
  expect(drain.exit, drain.output).toBe(0);
  expect([...drain.delivered].sort()).toEqual([idOf(before), idOf(after)].map((id) => [id, 1]).sort());
});
