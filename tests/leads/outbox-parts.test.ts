// The outbox's pure parts: sealing a lead, the held-lead preview, the flood gate, network grouping, and
// which file: outboxes production refuses.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { networkOf } from "../../src/lib/server-kit/request/client-key";
import { outboxFailure } from "../../src/lib/leads/delivery/mail/deliver-lead";
import { openMessage, parseRecord, withMessage } from "../../src/lib/leads/delivery/outbox/lead-outbox";
import { fileOutboxProblem } from "../../src/lib/server-kit/store/file-outbox-safety";
import { createFloodGate } from "../../src/lib/server-kit/request/flood-gate";
import { keyIdOf, newOutboxKey, readKeyring, seal, unseal } from "../../src/lib/server-kit/store/outbox-keys";
import { messagePreview } from "../../src/lib/leads/delivery/outbox/outbox-tasks";

describe("sealing a lead (AES-256-GCM)", () => {
  const key = Buffer.alloc(32, 5);
  const keyring = readKeyring({ LEAD_OUTBOX_KEY: key.toString("base64") }, []);

  it("opens with its key, names the key by id, and holds nothing in clear", () => {
    const sealed = seal('{"name":"Maria"}', keyring.current!, "L1");
    expect(sealed.keyId).toBe(keyIdOf(key));
    expect(JSON.stringify(sealed)).not.toContain("Maria");
    expect(unseal(sealed, keyring, "L1")).toBe('{"name":"Maria"}');
    expect(seal("x", keyring.current!, "L1").iv).not.toBe(sealed.iv);
  });

  it("refuses another lead's id, an altered record, and a key that is not configured", () => {
    const sealed = seal("secret", keyring.current!, "L1");
    expect(() => unseal(sealed, keyring, "L2")).toThrow(/does not open/);
    expect(() => unseal({ ...sealed, data: Buffer.from("other").toString("base64") }, keyring, "L1")).toThrow();
    expect(() => unseal(sealed, readKeyring({}, []), "L1")).toThrow(/not configured/);
  });

  it("opens leads sealed with a previous key, and reports a malformed key without quoting it", () => {
    const old = Buffer.alloc(32, 6);
    const sealed = seal("x", { id: keyIdOf(old), key: old }, "L1");
    const problems: string[] = [];
    const rotated = readKeyring(
      { LEAD_OUTBOX_KEY: newOutboxKey(), LEAD_OUTBOX_PREVIOUS_KEYS: `${old.toString("base64")}, c2hvcnQ=` },
      problems,
    );
    expect(unseal(sealed, rotated, "L1")).toBe("x");
    expect(problems).toEqual(["LEAD_OUTBOX_PREVIOUS_KEYS: key 2 is not 32 bytes in base64; ignored."]);
    readKeyring({ LEAD_OUTBOX_KEY: "c2hvcnQ=" }, problems);
    expect(problems.join("\n")).not.toContain("c2hvcnQ=");
  });
});

describe("messagePreview", () => {
  it("shows the first characters of what the visitor typed, on one line", () => {
    const summary =
      "Name: Maria\nMessage, as typed by the visitor:\n> Hello there,\n> is the Civic still for sale?\nOther: x";
    expect(messagePreview(summary)).toBe("Hello there, is the Civic still for sale?");
    expect(messagePreview(summary, 10)).toBe("Hello the…");
    expect(messagePreview("Name: Maria\n")).toBe("");
  });
});

describe("the flood gate", () => {
  it("sends up to the global limit, holds past it, and again sends once the window moved on", () => {
    let time = 0;
    const gate = createFloodGate({ globalLimit: 3, perNetwork: 2, windowMs: 1000, now: () => time });
    expect(["a", "a", "a", "b", "c", "d"].map((network) => gate.admit(network))).toEqual([
      "send",
      "send",
      "hold", // network a's share is spent
      "send",
      "hold", // everyone's is
      "hold",
    ]);
    time = 1001;
    expect(gate.admit("d")).toBe("send");
  });

  it("alerts at most once per window", () => {
    let time = 0;
    const gate = createFloodGate({ globalLimit: 1, perNetwork: 1, windowMs: 1000, now: () => time });
    expect([gate.shouldAlert(), gate.shouldAlert()]).toEqual([true, false]);
    time = 999;
    expect(gate.shouldAlert()).toBe(false);
    time = 1000;
    expect(gate.shouldAlert()).toBe(true);
  });
});

describe("networkOf", () => {
  it("groups IPv4 by /24 and IPv6 by /48", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:5:a::/64")).toBe("2001:db8:5::/48");
    expect(networkOf("unknown")).toBe("unknown");
  });
});

/** A folder this process cannot write: one made read-only (not for root, who writes anyway) or /proc/sys. */
function unwritableFolder(): string {
  if (process.getuid?.() !== 0) {
    const dir = fs.mkdtempSync(path.join(process.cwd(), ".readonly-outbox-"));
    fs.chmodSync(dir, 0o500);
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  return "/proc/sys";
}

describe("fileOutboxProblem", () => {
  const production = { NODE_ENV: "production" };

  it("allows any folder outside production, and a lasting writable folder in production", async () => {
    expect(await fileOutboxProblem(`${os.tmpdir()}/leads`, {})).toBeUndefined();
    // A folder in the home folder: the checkout itself may sit under the temporary folder (a CI clone).
    const lasting = fs.mkdtempSync(path.join(os.homedir(), ".dealer-site-leads-check-"));
    onTestFinished(() => fs.rmSync(lasting, { recursive: true, force: true }));
    expect(await fileOutboxProblem(path.join(lasting, "leads"), production)).toBeUndefined();
  });

  it("refuses the temporary folder, a serverless host and a disk it cannot write, each naming the fix", async () => {
    expect(await fileOutboxProblem("/tmp/leads", production)).toMatch(/temporary folder.*LEAD_OUTBOX_URL/);
    expect(await fileOutboxProblem(`${os.tmpdir()}/x/leads`, production)).toMatch(/temporary folder/);
    expect(await fileOutboxProblem("/srv/leads", { ...production, AWS_LAMBDA_FUNCTION_NAME: "f" })).toMatch(
      /AWS Lambda/,
    );
    expect(await fileOutboxProblem(`${unwritableFolder()}/leads`, production)).toMatch(/cannot be written/);
    expect(
      await fileOutboxProblem("/tmp/leads", { ...production, LEAD_OUTBOX_ALLOW_TEMPORARY: "yes" }),
    ).toBeUndefined();
  });
});

describe("what a sealed lead is bound to", () => {
  const keyring = readKeyring({ LEAD_OUTBOX_KEY: Buffer.alloc(32, 5).toString("base64") }, []);
  const message = {
    id: "L1",
    formType: "contact" as const,
    createdAt: "2026-11-28T12:00:00.000Z",
    subject: "s",
    adf: "<adf/>",
    summary: "Name: Maria\n",
    replyTo: "maria@example.com",
  };

  it("opens as saved, and not once its held state or form type is edited", () => {
    const record = {
      ...withMessage({ version: 1, savedAt: "x", formType: "contact", held: true }, message, keyring),
      id: "L1",
    };
    expect(openMessage(record, keyring).summary).toBe("Name: Maria\n");
    expect(() => openMessage({ ...record, held: false }, keyring)).toThrow(/does not open/);
    expect(() => openMessage({ ...record, formType: "trade-in" }, keyring)).toThrow(/does not open/);
  });

  it("still opens a lead sealed before the binding (bound to its id alone)", () => {
    const legacy = {
      version: 1 as const,
      savedAt: "x",
      held: true,
      id: "L1",
      sealed: seal(JSON.stringify(message), keyring.current!, "L1"),
    };
    expect(openMessage(parseRecord(JSON.stringify(legacy)), keyring).id).toBe("L1");
  });
});

describe("outboxFailure", () => {
  it("gives the code to act on and the error's message on one line, the code said once", () => {
    expect(
      outboxFailure(
        Object.assign(new Error("ENOTDIR: not a directory, scandir '/dev/null/leads'"), { code: "ENOTDIR" }),
      ),
    ).toEqual({
      outboxError: "ENOTDIR",
      outboxDetail: "not a directory, scandir '/dev/null/leads'",
    });
    expect(outboxFailure(new Error("Region is missing"))).toEqual({
      outboxError: "ERROR",
      outboxDetail: "Region is missing",
    });
    const sdk = Object.assign(new Error("Access Denied\n  for this bucket"), { name: "AccessDenied" });
    expect(outboxFailure(sdk)).toEqual({ outboxError: "AccessDenied", outboxDetail: "Access Denied for this bucket" });
    expect(outboxFailure(undefined)).toEqual({ outboxError: "ERROR" });
  });
});
