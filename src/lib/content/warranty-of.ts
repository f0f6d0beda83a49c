// A warranty as a page query or the editor holds it (GraphQL's nulls, a half-filled editor form) as the content
// type the Buyers Guide is drawn from. Zod-free for the browser; the build has already validated content, so this
// only narrows types (the editor's preview shows what it can of an entry still being written).
import type { Warranty, WarrantyDuration } from "./vehicle-schema";
import { COVERED_SYSTEMS, type CoveredSystem } from "./vehicle-fields";

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose => (value && typeof value === "object" ? (value as Loose) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const isSystem = (value: unknown): value is CoveredSystem => COVERED_SYSTEMS.includes(value as CoveredSystem);

function durationOf(value: unknown): WarrantyDuration {
  const duration = record(value);
  const days = count(duration.days);
  const months = count(duration.months);
  const miles = count(duration.miles);
  return {
    ...(days !== undefined ? { days } : {}),
    ...(months !== undefined ? { months } : {}),
    ...(miles !== undefined ? { miles } : {}),
  };
}

export function warrantyOf(value: unknown): Warranty {
  const warranty = record(value);
  if (warranty.type !== "dealer") return { type: warranty.type === "implied" ? "implied" : "as-is" };
  const otherSystems = list(warranty.otherSystems)
    .map(record)
    .map((other) => ({ name: text(other.name), nameEs: text(other.nameEs) }))
    .filter((other) => other.name !== "" || other.nameEs !== "");
  return {
    type: "dealer",
    coverage: warranty.coverage === "full" ? "full" : "limited",
    laborPercent: count(warranty.laborPercent) ?? 0,
    partsPercent: count(warranty.partsPercent) ?? 0,
    systemsCovered: list(warranty.systemsCovered).filter(isSystem),
    ...(otherSystems.length > 0 ? { otherSystems } : {}),
    duration: durationOf(warranty.duration),
  };
}
