// The lead commands on a folder outbox: leads:status and leads:review run as commands (their output and
// exit status are what a monitor and a person see), purge and key rotation through their functions.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import { saveHeld } from "./support/held-leads";
import type { LeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import {
  loadLeads,
  openMessage,
  saveLead,
  serializeRecord,
  parseRecord,
} from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { purgeExpired, rotateKey } from "../../src/lib/leads/delivery/outbox/outbox-tasks";

const run = promisify(execFile);
const KEY_A = Buffer.alloc(32, 1).toString("base64");
const KEY_B = Buffer.alloc(32, 2).toString("base64");
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
const message = (id: string): LeadMessage => ({
  id,
  formType: "pre-approval",
  createdAt: "2026-11-21T18:30:00.000Z",
  subject: "Pre-approval request from the website",
  adf: "<adf><name>Darnell Washington</name></adf>",
  summary: "Name: Darnell Washington\nMessage, as typed by the visitor:\n> Call me after 5, thanks\n",
  replyTo: "darnell@example.com",
});

async function command(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
      env: { ...process.env, LEAD_OUTBOX_URL: `file:${dir}`, LEAD_SMTP_URL: "", LEAD_TO: "", ...env },
    });
    return { stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { stdout: failed.stdout, code: failed.code };
  }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-commands-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("lead commands", () => {
  it("leads:status reports counts, attempts and errors by id only, and exits 1 once a lead is older than LEAD_ALERT_AFTER_HOURS", async () => {
    const outbox = { store: createFileStore(dir), keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_A }, []) };
    await saveLead(outbox, message("FRESH"));
    await saveHeld(outbox, message("HELD"));
    const old = await saveLead(outbox, message("OLD"), { now: new Date(Date.now() - 30 * 60 * 60 * 1000) });
    const record = parseRecord(fs.readFileSync(path.join(dir, old), "utf8"));
    fs.writeFileSync(path.join(dir, old), serializeRecord({ ...record, attempts: 3, lastError: "ECONNECTION" }));

    const late = await command("lead-status.ts", { LEAD_OUTBOX_KEY: KEY_A, NODE_ENV: "production" });
    expect(late.code).toBe(1);
    expect(late.stdout).toMatch(/2 waiting, 1 held for review, 1 failing, 0 unreadable/);
    expect(late.stdout).toMatch(/oldest lead: 30\.\d hours old/);
    expect(late.stdout).toContain("OLD: 3 attempt(s), last error ECONNECTION");
    expect(late.stdout).toMatch(/ALERT/);
    expect(late.stdout).not.toMatch(/Darnell|darnell@|Call me/);

    const relaxed = await command("lead-status.ts", { LEAD_OUTBOX_KEY: KEY_A, LEAD_ALERT_AFTER_HOURS: "48" });
    expect(relaxed.code).toBe(0);
    const keyless = await command("lead-status.ts", { NODE_ENV: "production", LEAD_ALERT_AFTER_HOURS: "48" });
    expect(keyless.stdout).toMatch(/FRESH: cannot be read or opened/);
    expect(keyless.stdout).toMatch(/LEAD_OUTBOX_KEY is not set: leads are stored unencrypted/);
  }, 60_000);

  it("leads:review lists held leads with the message's first characters, and releases one by id", async () => {
    const outbox = { store: createFileStore(dir), keyring: readKeyring({}, []) };
    await saveHeld(outbox, message("H1"));
    await saveHeld(outbox, message("H2"));
    const listing = await command("review-leads.ts", {});
    expect(listing.stdout).toMatch(/2 lead\(s\) held for review/);
    expect(listing.stdout).toMatch(/H1 {2}pre-approval {2}\S+ {2}Call me after 5, thanks/);
    const released = await command("review-leads.ts", {}, ["--release", "H2", "--release", "NOPE"]);
    expect(released.stdout).toMatch(/released 1 lead\(s\): H2/);
    expect(released.stdout).toMatch(/not held \(or not found\): NOPE/);
    expect(released.code).toBe(1);
    const held = (await loadLeads(outbox.store)).map((lead) => "record" in lead && [lead.record.id, lead.record.held]);
    expect(held).toEqual([
      ["H1", true],
      ["H2", undefined],
    ]);
  }, 60_000);

  it("leads:purge deletes leads older than LEAD_OUTBOX_MAX_DAYS, but keeps one no configured key opens", async () => {
    const keyring = readKeyring({ LEAD_OUTBOX_KEY: KEY_A }, []);
    const outbox = { store: createFileStore(dir), keyring };
    const longAgo = new Date(Date.now() - 31 * DAY);
    await saveHeld(outbox, message("EXPIRED"), longAgo);
    await saveLead(outbox, message("RECENT"), { now: new Date(Date.now() - 29 * DAY) });
    await saveLead({ store: outbox.store, keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_B }, []) }, message("LOST"), {
      now: longAgo,
    });
    const report = await purgeExpired(outbox, 30);
    expect(report).toMatchObject({ done: ["EXPIRED"], unreadable: ["LOST"] });
    expect((await loadLeads(outbox.store)).map((lead) => "record" in lead && lead.record.id).sort()).toEqual([
      "LOST",
      "RECENT",
    ]);
  });

  it("leads:purge says what it kept and why, and deletes expired leads whose key is lost when told to (--unopened)", async () => {
    const outbox = { store: createFileStore(dir), keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_A }, []) };
    const longAgo = new Date(Date.now() - 31 * DAY);
    await saveLead(outbox, message("EXPIRED"), { now: longAgo });
    await saveLead({ store: outbox.store, keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_B }, []) }, message("LOST"), {
      now: longAgo,
    });
    fs.writeFileSync(path.join(dir, "20261001T000000Z-stray.json"), "not a lead");
    const first = await command("purge-leads.ts", { LEAD_OUTBOX_KEY: KEY_A });
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("deleted 1 lead(s) older than 30 days: EXPIRED");
    expect(first.stdout).toContain("kept 1 lead(s) older than 30 days that the configured keys cannot open: LOST");
    expect(first.stdout).toMatch(/add it to LEAD_OUTBOX_PREVIOUS_KEYS/);
    expect(first.stdout).toMatch(/npm run leads:purge -- --unopened/);
    expect(first.stdout).toMatch(/1 stored object\(s\) in the outbox are not leads.*20261001T000000Z-stray\.json/);
    const second = await command("purge-leads.ts", { LEAD_OUTBOX_KEY: KEY_A }, ["--unopened"]);
    expect(second.stdout).toContain("that no configured key opens (--unopened): LOST");
    expect(fs.readdirSync(dir)).toEqual(["20261001T000000Z-stray.json"]);
  }, 60_000);

  it("leads:review releases a sealed held lead as a lead to send: sealed again, under a name the caps count", async () => {
    const outbox = { store: createFileStore(dir), keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_A }, []) };
    const name = await saveHeld(outbox, message("SEALED-HELD"));
    expect(name).toMatch(/~held-[0-9a-f]{12}\.json$/);
    const released = await command("review-leads.ts", { LEAD_OUTBOX_KEY: KEY_A }, ["--release", "SEALED-HELD"]);
    expect(released.stdout).toMatch(/released 1 lead\(s\): SEALED-HELD/);
    const [lead] = await loadLeads(outbox.store);
    expect(lead.entry.name).not.toMatch(/~held-/);
    expect("record" in lead && lead.record.held).toBeUndefined();
    expect("record" in lead && openMessage(lead.record, outbox.keyring).summary).toContain("Darnell");
  }, 60_000);

  it("leads:rotate-key re-encrypts plain and old-key leads with the new key, and reports one it cannot open", async () => {
    const store = createFileStore(dir);
    await saveLead({ store, keyring: readKeyring({}, []) }, message("PLAIN"));
    await saveLead({ store, keyring: readKeyring({ LEAD_OUTBOX_KEY: KEY_A }, []) }, message("OLDKEY"));
    await saveLead(
      { store, keyring: readKeyring({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 9).toString("base64") }, []) },
      message("STRANGER"),
    );
    const rotated = readKeyring({ LEAD_OUTBOX_KEY: KEY_B, LEAD_OUTBOX_PREVIOUS_KEYS: KEY_A }, []);
    const report = await rotateKey({ store, keyring: rotated });
    expect(report.done.sort()).toEqual(["OLDKEY", "PLAIN"]);
    expect(report.unreadable).toEqual(["STRANGER"]);
    const onlyB = readKeyring({ LEAD_OUTBOX_KEY: KEY_B }, []);
    for (const lead of await loadLeads(store)) {
      if (!("record" in lead) || lead.record.id === "STRANGER") continue;
      expect(lead.record.sealed?.keyId).toBe(onlyB.current?.id);
      expect(openMessage(lead.record, onlyB).summary).toContain("Darnell");
      expect(fs.readFileSync(path.join(dir, lead.entry.name), "utf8")).not.toContain("Darnell");
    }
  });
});
