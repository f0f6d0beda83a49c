// `npm run leads:status`: what waits in the outbox, by lead id only (no personal data), and whether anything
// has waited too long, so a monitor can run it and alert on its exit status.
import { loadLeads, type LeadOutbox } from "./lead-outbox";
import { isExpired } from "./outbox-tasks";

export interface OutboxStatus {
  waiting: number;
  held: number;
  failing: number;
  unreadable: string[];
  /** Hours the oldest lead has waited; undefined when the outbox is empty. */
  oldestHours?: number;
  /** Leads with failed attempts: id, attempts, last error. */
  failures: { id: string; attempts: number; lastError: string }[];
  /** Leads kept longer than LEAD_OUTBOX_MAX_DAYS (leads:purge deletes them). */
  expired: string[];
  /** Waiting and held leads by the group's lot they are for ("" for a lead with none). */
  byLocation: Record<string, number>;
}

/** A dealer group's lot as leads:status reports it: whether its leads have addresses of their own. */
export interface LotRouting {
  id: string;
  /** Its setting, LEAD_TO_<ID> (lead-lots.ts routeSettingOf). */
  setting: string;
  /** The setting is there: its leads go to its addresses, not to LEAD_TO. */
  routed: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

export async function outboxStatus(outbox: LeadOutbox, maxDays: number, now = new Date()): Promise<OutboxStatus> {
  const status: OutboxStatus = {
    waiting: 0,
    held: 0,
    failing: 0,
    unreadable: [],
    failures: [],
    expired: [],
    byLocation: {},
  };
  let oldest: number | undefined;
  for (const lead of await loadLeads(outbox.store)) {
    if (!("record" in lead)) {
      status.unreadable.push(lead.entry.name);
      continue;
    }
    const { record } = lead;
    const savedAt = Date.parse(record.savedAt);
    oldest = oldest === undefined ? savedAt : Math.min(oldest, savedAt);
    if (record.held) status.held += 1;
    else status.waiting += 1;
    const lot = record.location ?? "";
    status.byLocation[lot] = (status.byLocation[lot] ?? 0) + 1;
    if ((record.attempts ?? 0) > 0) {
      status.failing += 1;
      status.failures.push({ id: record.id, attempts: record.attempts ?? 0, lastError: record.lastError ?? "" });
    }
    if (isExpired(record, maxDays, now)) status.expired.push(record.id);
    if (record.sealed && !outbox.keyring.byId.has(record.sealed.keyId)) status.unreadable.push(record.id);
  }
  if (oldest !== undefined) status.oldestHours = (now.getTime() - oldest) / HOUR_MS;
  return status;
}

/** The report's lines, and exit status 1 when a lead is older than `alertAfterHours`. */
export function formatStatus(
  status: OutboxStatus,
  {
    label,
    alertAfterHours,
    maxDays,
    encrypted,
    production,
    lots = [],
  }: {
    label: string;
    alertAfterHours: number;
    maxDays: number;
    encrypted: boolean;
    production: boolean;
    /** A dealer group's lots (content/locations/): each one's leads in the outbox and where its leads go. */
    lots?: readonly LotRouting[];
  },
): { lines: string[]; exitCode: 0 | 1 } {
  const lines = [
    `outbox ${label}: ${status.waiting} waiting, ${status.held} held for review, ${status.failing} failing, ${status.unreadable.length} unreadable`,
  ];
  if (status.oldestHours !== undefined) lines.push(`oldest lead: ${status.oldestHours.toFixed(1)} hours old`);
  for (const failure of status.failures)
    lines.push(`  ${failure.id}: ${failure.attempts} attempt(s), last error ${failure.lastError || "unknown"}`);
  for (const id of status.unreadable) lines.push(`  ${id}: cannot be read or opened with the configured keys`);
  if (status.expired.length > 0)
    lines.push(
      `older than ${maxDays} days (LEAD_OUTBOX_MAX_DAYS; npm run leads:purge deletes them): ${status.expired.join(", ")}`,
    );
  for (const lot of lots) {
    const count = status.byLocation[lot.id] ?? 0;
    const route = lot.routed ? `leads go to ${lot.setting}` : `no ${lot.setting}: its leads go to LEAD_TO`;
    lines.push(`lot ${lot.id}: ${count} in the outbox; ${route}`);
  }
  if (lots.length > 0 && status.byLocation[""]) lines.push(`no lot: ${status.byLocation[""]} in the outbox (LEAD_TO)`);
  if (!encrypted && production) lines.push("LEAD_OUTBOX_KEY is not set: leads are stored unencrypted.");
  const late = status.oldestHours !== undefined && status.oldestHours > alertAfterHours;
  if (late) lines.push(`ALERT: a lead has waited more than ${alertAfterHours} hours (LEAD_ALERT_AFTER_HOURS).`);
  return { lines, exitCode: late ? 1 : 0 };
}
