// A vehicle's ads through the history of content/: one version per stretch of commits in which the ad read the
// same, from the commit that made it to the one that changed or removed it. Dates are commit dates (UTC): a
// deploy follows each commit on main within minutes (docs/deployment.md).
import type { AdSnapshot } from "./ad-snapshot";

export interface CommitInfo {
  hash: string;
  /** ISO 8601 in UTC, to the second: `2026-11-02T14:03:00Z`. */
  date: string;
  subject: string;
}

export interface AdVersion {
  ad: AdSnapshot;
  /** The commit that made this version live. */
  from: CommitInfo;
  /** The commit that replaced or removed it; undefined while it is still live. */
  until?: CommitInfo;
  /** Why it ended: another version, or the file gone from content/vehicles. */
  ended?: "changed" | "removed";
}

/** One commit and the vehicle's ad at it (undefined: not in content/vehicles then). */
export interface AdAtCommit {
  commit: CommitInfo;
  ad: AdSnapshot | undefined;
}

const sameAd = (a: AdSnapshot, b: AdSnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** The versions of one vehicle's ad, oldest first, from its ad at each commit (oldest first). */
export function adVersions(timeline: readonly AdAtCommit[]): AdVersion[] {
  const versions: AdVersion[] = [];
  let live: AdVersion | undefined;
  for (const { commit, ad } of timeline) {
    if (live && ad && sameAd(live.ad, ad)) continue;
    if (live) Object.assign(live, { until: commit, ended: ad ? "changed" : "removed" });
    live = ad ? { ad, from: commit } : undefined;
    if (live) versions.push(live);
  }
  return versions;
}

const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The versions live on any day from `from` to `to` (YYYY-MM-DD, inclusive, UTC; either may be left out). */
export function liveBetween(versions: readonly AdVersion[], from?: string, to?: string): AdVersion[] {
  return versions.filter(
    (version) =>
      (to === undefined || dayOf(version.from.date) <= to) &&
      (from === undefined || version.until === undefined || dayOf(version.until.date) >= from),
  );
}

export interface PriceChange {
  commit: CommitInfo;
  before: AdSnapshot;
  after: AdSnapshot;
}

/** Each change of a vehicle's total price made from `from` to `to` (inclusive, UTC). */
export function priceChanges(versions: readonly AdVersion[], from?: string, to?: string): PriceChange[] {
  const changes: PriceChange[] = [];
  for (let i = 1; i < versions.length; i++) {
    const [before, after] = [versions[i - 1], versions[i]];
    const day = dayOf(after.from.date);
    if (before.ad.total === after.ad.total || (from && day < from) || (to && day > to)) continue;
    changes.push({ commit: after.from, before: before.ad, after: after.ad });
  }
  return changes;
}
