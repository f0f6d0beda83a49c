import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// The folder store's own mechanics (what the contract suite, outbox-contract.test.ts, cannot see from
// outside): file modes, atomic writes, claim names, claims left by older versions.
import { createFileStore } from "../../src/lib/server-kit/store/file-store";
import type { LeadMessage } from "../../src/lib/leads/delivery/outbox/lead-message";
import { openMessage, parseRecord, saveLead, type OutboxRecord } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
import { STALE_CLAIM_MS } from "../../src/lib/server-kit/store/outbox-store";
import { sendOutbox } from "../../src/lib/leads/delivery/mail/send-outbox";

let dir: string;
const NO_KEYS = readKeyring({}, []);
const outboxAt = (folder: string) => ({ store: createFileStore(folder), keyring: NO_KEYS });
const saveToOutbox = async (folder: string, lead: LeadMessage, now = new Date()) =>
  path.join(folder, await saveLead(outboxAt(folder), lead, { now }));
const listOutbox = async (folder: string) =>
  (await createFileStore(folder).list()).map((entry) => path.join(folder, entry.name));
const readOutboxRecord = (file: string) => parseRecord(fs.readFileSync(file, "utf8"));
const claimOutboxFile = async (file: string, now = Date.now()) =>
  (await createFileStore(path.dirname(file)).claim(path.basename(file), now))?.token;
const releaseStaleClaims = (folder: string, now: number) => createFileStore(folder).releaseStale(now);

const message = (id: string): LeadMessage => ({
  id,
  formType: "contact",
  createdAt: "2026-11-21T18:30:00.000Z",
  subject: "Contact request from the website",
  adf: '<?xml version="1.0"?>\n<adf/>',
  summary: "Name: Maria\n",
  replyTo: "maria@example.com",
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("outbox", () => {
  it("saves a lead as one JSON file, readable only by its owner, with no temporary file left", async () => {
    const file = await saveToOutbox(
      path.join(dir, "nested"),
      message("20261121-AAAAAA"),
      new Date("2026-11-21T18:30:05Z"),
    );
    expect(path.basename(file)).toBe("20261121T183005Z-20261121-AAAAAA.json");
    expect(fs.readdirSync(path.join(dir, "nested"))).toEqual([path.basename(file)]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, "nested")).mode & 0o777).toBe(0o700);
    expect(openMessage(readOutboxRecord(file), NO_KEYS)).toEqual(message("20261121-AAAAAA"));
  });

  it("closes a folder that already existed open to others, on every save", async () => {
    const open = path.join(dir, "open");
    fs.mkdirSync(open, { mode: 0o777 });
    fs.chmodSync(open, 0o777);
    const file = await saveToOutbox(open, message("OPEN1"));
    expect(fs.statSync(open).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.chmodSync(open, 0o755); // someone loosens it again
    await saveToOutbox(open, message("OPEN2"));
    expect(fs.statSync(open).mode & 0o777).toBe(0o700);
  });

  it("reads a lead saved by the previous version (no id or state beside the message)", async () => {
    const old = {
      version: 1,
      savedAt: "2026-11-21T18:30:05.000Z",
      message: message("OLD"),
      deliveredTo: ["a@b.example"],
    };
    fs.writeFileSync(path.join(dir, "20261121T183005Z-OLD.json"), JSON.stringify(old));
    const record: OutboxRecord & { id: string } = readOutboxRecord(path.join(dir, "20261121T183005Z-OLD.json"));
    expect(record).toMatchObject({ id: "OLD", deliveredTo: ["a@b.example"] });
  });

  it("lists leads oldest first and ignores temporary and foreign files", async () => {
    await saveToOutbox(dir, message("B"), new Date("2026-11-21T10:00:00Z"));
    await saveToOutbox(dir, message("A"), new Date("2026-11-20T10:00:00Z"));
    fs.writeFileSync(path.join(dir, ".half-written.tmp"), "{");
    fs.writeFileSync(path.join(dir, "notes.txt"), "x");
    expect((await listOutbox(dir)).map((file) => path.basename(file))).toEqual([
      "20261120T100000Z-A.json",
      "20261121T100000Z-B.json",
    ]);
    expect(await listOutbox(path.join(dir, "missing"))).toEqual([]);
  });

  it("fails loudly when the folder cannot be written", async () => {
    await expect(saveToOutbox("/dev/null/leads", message("X"))).rejects.toThrow();
  });

  it("lets only one sender claim a lead, and puts it back when sending fails", async () => {
    const file = await saveToOutbox(dir, message("C"));
    const claimed = await claimOutboxFile(file, Date.UTC(2026, 10, 21, 18, 30));
    expect(claimed).toBe(`${file}.1795285800000.sending`);
    expect(await claimOutboxFile(file)).toBeUndefined();
    expect(await listOutbox(dir)).toEqual([]);
    await createFileStore(dir).release({ name: path.basename(file), token: claimed as string });
    expect(await listOutbox(dir)).toEqual([file]);
  });

  it("offers again a lead whose sender stopped more than 15 minutes ago", async () => {
    const file = await saveToOutbox(dir, message("D"));
    const claimed = (await claimOutboxFile(file)) as string;
    expect(await releaseStaleClaims(dir, Date.now())).toBe(0);
    expect(await releaseStaleClaims(dir, Date.now() + STALE_CLAIM_MS + 1000)).toBe(1);
    expect(fs.existsSync(claimed)).toBe(false);
    expect(await listOutbox(dir)).toEqual([file]);
  });

  it("offers again a claim left by an older version (no time in its name) by its modification time", async () => {
    const file = await saveToOutbox(dir, message("H"));
    fs.renameSync(file, `${file}.sending`);
    expect(await releaseStaleClaims(dir, Date.now())).toBe(0);
    expect(await releaseStaleClaims(dir, Date.now() + STALE_CLAIM_MS + 1000)).toBe(1);
    expect(await listOutbox(dir)).toEqual([file]);
  });

  it("measures a claim's age from the claim itself, never from the file's modification time", async () => {
    const file = await saveToOutbox(dir, message("E"));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(file, hourAgo, hourAgo); // saved an hour ago
    const claimed = (await claimOutboxFile(file)) as string;
    // A rename keeps the old modification time; whatever the claim does to it afterwards, another run
    // looking in between (or a file system that keeps mtimes) must not see a fresh claim as abandoned.
    fs.utimesSync(claimed, hourAgo, hourAgo);
    expect(await releaseStaleClaims(dir, Date.now())).toBe(0);
    expect(await listOutbox(dir)).toEqual([]);
    expect(await releaseStaleClaims(dir, Date.now() + STALE_CLAIM_MS + 1000)).toBe(1);
    expect(await listOutbox(dir)).toEqual([file]);
  });

  it("sends each lead once when several leads:send runs overlap on leads saved long ago", async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (let i = 0; i < 40; i++) {
      const file = await saveToOutbox(
        dir,
        message(`L${String(i).padStart(2, "0")}`),
        new Date(Date.UTC(2026, 10, 21, 10, 0, i)),
      );
      fs.utimesSync(file, hourAgo, hourAgo);
    }
    const sent: string[] = [];
    const slowMailer = {
      recipientsFor: () => ["crm@dealer.example"],
      async send(lead: LeadMessage, to: readonly string[] = ["crm@dealer.example"]) {
        sent.push(lead.id);
        await new Promise((resolve) => setImmediate(resolve));
        return { accepted: [...to], rejected: [], rejectedCodes: "" };
      },
    };
    // Runs started one after another while the first is claiming: each looks for abandoned claims first.
    const runs: Promise<{ sent: string[] }>[] = [];
    for (let run = 0; run < 6; run++) {
      runs.push(sendOutbox(outboxAt(dir), slowMailer, () => undefined));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const reports = await Promise.all(runs);
    expect(reports.flatMap((report) => report.sent)).toHaveLength(40);
    expect(sent.length, `sent twice: ${sent.filter((id, index) => sent.indexOf(id) !== index).join(", ")}`).toBe(40);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("leaves no hidden temporary lead behind when the final rename fails", async () => {
    const now = new Date("2026-11-21T18:30:05Z");
    // A folder where the lead's file should go makes the rename fail (EISDIR).
    fs.mkdirSync(path.join(dir, "20261121T183005Z-F.json"));
    await expect(saveToOutbox(dir, message("F"), now)).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(["20261121T183005Z-F.json"]);
  });

  it("flushes the folder after saving, so the rename survives a power cut", async () => {
    const opened: string[] = [];
    const realOpen = fs.promises.open;
    const spy = vi.spyOn(fs.promises, "open").mockImplementation(async (...args: Parameters<typeof realOpen>) => {
      const handle = await realOpen(...args);
      const target = String(args[0]);
      const realSync = handle.sync.bind(handle);
      handle.sync = async () => {
        opened.push(path.relative(dir, target) || ".");
        return realSync();
      };
      return handle;
    });
    try {
      await saveToOutbox(dir, message("G"));
    } finally {
      spy.mockRestore();
    }
    // The temporary file is flushed, then the folder holding the renamed file.
    expect(opened).toEqual([expect.stringMatching(/^\.\d{8}T\d{6}Z-G-.*\.tmp$/), "."]);
  });

  it("sendOutbox removes only the leads the mailer accepted and leaves unreadable files for a person", async () => {
    await saveToOutbox(dir, message("OK1"), new Date("2026-11-21T10:00:00Z"));
    await saveToOutbox(dir, message("FAIL"), new Date("2026-11-21T10:00:01Z"));
    await saveToOutbox(dir, message("OK2"), new Date("2026-11-21T10:00:02Z"));
    fs.writeFileSync(path.join(dir, "20261121T100003Z-broken.json"), "{ not json");
    const sent: string[] = [];
    const lines: string[] = [];
    const report = await sendOutbox(
      outboxAt(dir),
      {
        recipientsFor: () => ["crm@dealer.example"],
        async send(lead, to = ["crm@dealer.example"]) {
          if (lead.id === "FAIL") throw Object.assign(new Error("busy"), { code: "EMESSAGE", responseCode: 451 });
          sent.push(lead.id);
          return { accepted: [...to], rejected: [], rejectedCodes: "" };
        },
      },
      (line) => lines.push(line),
    );
    expect(report).toEqual({
      sent: ["OK1", "OK2"],
      failed: ["FAIL"],
      unreadable: ["20261121T100003Z-broken.json"],
      held: [],
    });
    expect(sent).toEqual(["OK1", "OK2"]);
    expect((await listOutbox(dir)).map((file) => path.basename(file))).toEqual([
      "20261121T100001Z-FAIL.json",
      "20261121T100003Z-broken.json",
    ]);
    expect(lines.join("\n")).toContain("lead FAIL not sent (EMESSAGE 451)");
    expect(lines.join("\n")).not.toContain("maria");
  });
});
