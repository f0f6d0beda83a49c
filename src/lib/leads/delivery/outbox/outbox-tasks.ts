// What the lead commands do to stored leads besides sending them: review held leads, purge expired ones,
// re-encrypt with a new key. Each takes a lead by claiming it, as a sender does, so none of them can race
// `leads:send` or each other; a lead that cannot be opened is reported by id and never deleted.
import {
  loadLeads,
  NotALeadError,
  openMessage,
  parseRecord,
  serializeRecord,
  withMessage,
  type LeadOutbox,
  type OutboxRecord,
} from "./lead-outbox";
import { releasedBaseName } from "./held-names";
import { SealedLeadError } from "../../../server-kit/store/outbox-keys";

/** What becomes of a claimed lead: rewritten, rewritten under a new name (a released held lead), deleted, kept. */
type Decision = { replace: OutboxRecord } | { move: OutboxRecord; baseName: string } | "remove" | "keep";

/**
 * Claims the lead named `name`, lets `decide` choose what becomes of it, and does that. Resolves with the
 * lead id and the outcome; `busy` when another command holds it, `unreadable` when it cannot be parsed or
 * opened (it is released untouched).
 */
async function withClaimedLead(
  outbox: LeadOutbox,
  name: string,
  decide: (record: OutboxRecord & { id: string }) => Decision,
): Promise<{ id: string; outcome: "replaced" | "moved" | "removed" | "kept" | "busy" | "unreadable" }> {
  const claim = await outbox.store.claim(name, Date.now());
  if (!claim) return { id: name, outcome: "busy" };
  let id = name;
  try {
    const text = await outbox.store.readClaimed(claim);
    if (text === undefined) throw new NotALeadError("gone");
    const record = parseRecord(text);
    id = record.id;
    const decision = decide(record);
    if (decision === "remove") {
      await outbox.store.remove(claim);
      return { id, outcome: "removed" };
    }
    if (decision !== "keep" && "move" in decision) {
      // The new copy first: a crash in between leaves the lead twice (one still held), never not at all.
      await outbox.store.create(decision.baseName, serializeRecord(decision.move));
      await outbox.store.remove(claim);
      return { id, outcome: "moved" };
    }
    if (decision !== "keep") await outbox.store.replace(claim, serializeRecord(decision.replace));
    await outbox.store.release(claim);
    return { id, outcome: decision === "keep" ? "kept" : "replaced" };
  } catch (error) {
    await outbox.store.release(claim).catch(() => undefined);
    if (error instanceof NotALeadError || error instanceof SealedLeadError) return { id, outcome: "unreadable" };
    throw error;
  }
}

export interface HeldLead {
  id: string;
  formType: string;
  savedAt: string;
  /** The first characters of what the visitor typed, so a person can tell a customer from a flood. */
  preview: string;
}

const PREVIEW_CHARS = 60;

/**
 * The visitor's message from a lead's summary (its `Message, as typed by the visitor:` lines), shortened.
 * @internal exported for its unit tests
 */
export function messagePreview(summary: string, chars = PREVIEW_CHARS): string {
  const lines = summary.split("\n");
  const start = lines.findIndex((line) => line === "Message, as typed by the visitor:");
  if (start < 0) return "";
  const typed: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(">")) break;
    typed.push(line.replace(/^> ?/, ""));
  }
  const text = typed.join(" ").replace(/\s+/g, " ").trim();
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

/** Held leads, oldest first, with a preview each (`(cannot be opened)` when the key is wrong or missing). */
export async function listHeld(outbox: LeadOutbox): Promise<HeldLead[]> {
  const held: HeldLead[] = [];
  for (const lead of await loadLeads(outbox.store)) {
    if (!("record" in lead) || !lead.record.held) continue;
    let preview: string;
    try {
      preview = messagePreview(openMessage(lead.record, outbox.keyring).summary);
    } catch {
      preview = "(cannot be opened with the configured keys)";
    }
    held.push({
      id: lead.record.id,
      formType: lead.record.formType ?? "lead",
      savedAt: lead.record.savedAt,
      preview,
    });
  }
  return held;
}

export interface TaskReport {
  done: string[];
  notFound: string[];
  unreadable: string[];
  busy: string[];
}

/** Held leads matching `ids` (or every held lead with "all"): released for sending, or dropped (deleted). */
export async function reviewHeld(
  outbox: LeadOutbox,
  action: "release" | "drop",
  ids: readonly string[] | "all",
): Promise<TaskReport> {
  const report: TaskReport = { done: [], notFound: [], unreadable: [], busy: [] };
  const wanted = ids === "all" ? undefined : new Set(ids);
  const found = new Set<string>();
  for (const lead of await loadLeads(outbox.store)) {
    if (!("record" in lead) || !lead.record.held) continue;
    if (wanted && !wanted.has(lead.record.id)) continue;
    found.add(lead.record.id);
    const { id, outcome } = await withClaimedLead(outbox, lead.entry.name, (record) => {
      if (!record.held) return "keep";
      if (action === "drop") return "remove";
      return releaseHeld(outbox, lead.entry.name, record);
    });
    if (outcome === "removed" || outcome === "replaced" || outcome === "moved") report.done.push(id);
    else if (outcome === "unreadable") report.unreadable.push(id);
    else if (outcome === "busy") report.busy.push(id);
  }
  if (wanted) report.notFound.push(...[...wanted].filter((id) => !found.has(id)));
  return report;
}

/**
 * A held lead made a lead to send: its held state dropped and its message sealed again (the seal binds the
 * held state), under a name without the held mark, so the leads' caps count it from now on.
 */
function releaseHeld(outbox: LeadOutbox, name: string, record: OutboxRecord & { id: string }): Decision {
  const { held: _held, ...released } = record;
  if (record.sealed && !outbox.keyring.current)
    throw new SealedLeadError("LEAD_OUTBOX_KEY is not set: a sealed lead cannot be sealed again once released");
  const rewritten = withMessage(released, openMessage(record, outbox.keyring), outbox.keyring);
  const baseName = releasedBaseName(name);
  return baseName ? { move: rewritten, baseName } : { replace: rewritten };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a lead has been kept longer than the retention allows. */
export const isExpired = (record: Pick<OutboxRecord, "savedAt">, maxDays: number, now: Date) =>
  now.getTime() - Date.parse(record.savedAt) > maxDays * DAY_MS;

export interface PurgeReport extends TaskReport {
  /** Expired leads no configured key opens, deleted because the person running the purge asked for it. */
  deletedUnopened: string[];
  /** Stored objects that are not leads at all (by name): their age is unknown, so they are left for a person. */
  notLeads: string[];
}

/**
 * Deletes leads older than `maxDays` (held for review, failing, or never sent). A lead that the configured
 * keys cannot open is kept and reported, for a person with the right key, unless `unopened` says to delete
 * those too (their key is lost: nobody can read them, and their time is up).
 */
export async function purgeExpired(
  outbox: LeadOutbox,
  maxDays: number,
  now = new Date(),
  { unopened = false }: { unopened?: boolean } = {},
): Promise<PurgeReport> {
  const report: PurgeReport = { done: [], notFound: [], unreadable: [], busy: [], deletedUnopened: [], notLeads: [] };
  for (const lead of await loadLeads(outbox.store)) {
    if (!("record" in lead)) {
      report.notLeads.push(lead.entry.name);
      continue;
    }
    if (!isExpired(lead.record, maxDays, now)) continue;
    let opened = true;
    const { id, outcome } = await withClaimedLead(outbox, lead.entry.name, (record) => {
      try {
        openMessage(record, outbox.keyring); // throws for a lead no configured key opens
      } catch (error) {
        if (!unopened || !(error instanceof SealedLeadError)) throw error;
        opened = false;
      }
      return isExpired(record, maxDays, now) ? "remove" : "keep";
    });
    if (outcome === "removed") (opened ? report.done : report.deletedUnopened).push(id);
    else if (outcome === "unreadable") report.unreadable.push(id);
    else if (outcome === "busy") report.busy.push(id);
  }
  return report;
}

/** Re-seals every lead not already under the current key (LEAD_OUTBOX_KEY), plain ones included. */
export async function rotateKey(outbox: LeadOutbox): Promise<TaskReport> {
  const current = outbox.keyring.current;
  if (!current) throw new Error("LEAD_OUTBOX_KEY is not set: there is no key to encrypt with.");
  const report: TaskReport = { done: [], notFound: [], unreadable: [], busy: [] };
  for (const lead of await loadLeads(outbox.store)) {
    if (!("record" in lead)) {
      report.unreadable.push(lead.entry.name);
      continue;
    }
    if (lead.record.sealed?.keyId === current.id) continue;
    const { id, outcome } = await withClaimedLead(outbox, lead.entry.name, (record) =>
      record.sealed?.keyId === current.id
        ? "keep"
        : { replace: withMessage(record, openMessage(record, outbox.keyring), outbox.keyring) },
    );
    if (outcome === "replaced") report.done.push(id);
    else if (outcome === "unreadable") report.unreadable.push(id);
    else if (outcome === "busy") report.busy.push(id);
  }
  return report;
}
