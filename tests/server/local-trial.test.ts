// `npm start` is the README's way to try the site: it serves with `npm run serve`, which keeps a lead in an outbox
// under the system's temporary folder (a checkout in /tmp, as a trial often is), where `npm run serve:prod`, a
// dealer's server, refuses that folder and answers 503 with the phone number.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { postLead } from "../reliability/support/post-lead";
import { makeFixtureSite, removeFixtureSite } from "./support/fixture-site";
import { startServeProd, type ServerScript } from "./support/serve-prod-process";

let publicDir: string;
let root: string;

beforeAll(() => {
  publicDir = makeFixtureSite();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "local-trial-"));
});

afterAll(() => {
  removeFixtureSite(publicDir);
  fs.rmSync(root, { recursive: true, force: true });
});

async function postTo(script: ServerScript, dir: string) {
  // No SMTP: the lead can only be kept in the outbox.
  const server = await startServeProd(publicDir, { LEAD_OUTBOX_URL: `file:${dir}` }, script);
  try {
    return { answer: await postLead(server.url), output: server.output() };
  } finally {
    await server.stop();
  }
}

it("keeps the trial's lead in a temporary folder, where the production server refuses it", async () => {
  const trial = path.join(root, "trial-leads");
  const { answer } = await postTo("serve", trial);
  expect(answer.status).toBe(200);
  expect(await createFileStore(trial).list()).toHaveLength(1);

  const production = path.join(root, "production-leads");
  const refused = await postTo("serve:prod", production);
  expect(refused.answer.status).toBe(503);
  expect(refused.output).toContain("is under the system's temporary folder");
});
