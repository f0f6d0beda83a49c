// Opening hours from site.json ("9:00 AM - 5:00 PM" or "Closed") as schema.org OpeningHoursSpecification.
// The pattern comes from site-fields, not the zod schema, which would bring zod into the browser bundle of every
// page (the Seo component uses this module).
import { HOURS_PATTERN } from "../content/site-fields";

export interface DayHours {
  day: string;
  hours: string;
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * `"5:30 PM"` -> `"17:30"`.
 * @internal exported for its unit tests
 */
export function to24Hour(time: string): string {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(time.trim());
  if (!match) throw new Error(`expected a time like "9:00 AM", got "${time}"`);
  const [, hourText, minutes, meridiem] = match;
  const hour = (Number(hourText) % 12) + (meridiem === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/**
 * `{ opens: "09:00", closes: "17:00" }` from `"9:00 AM - 5:00 PM"`, `null` when closed.
 * @internal exported for its unit tests
 */
export function parseHours(hours: string): { opens: string; closes: string } | null {
  if (!HOURS_PATTERN.test(hours))
    throw new Error(`expected hours like "9:00 AM - 5:00 PM" or "Closed", got "${hours}"`);
  if (hours === "Closed") return null;
  const [opens, closes] = hours.split(" - ");
  return { opens: to24Hour(opens), closes: to24Hour(closes) };
}

/** One specification per distinct opening time, listing its days in week order; closed days are left out. */
export function openingHoursSpecification(week: readonly DayHours[]): OpeningHoursSpecification[] {
  const byTimes = new Map<string, OpeningHoursSpecification>();
  for (const { day, hours } of week) {
    const times = parseHours(hours);
    if (!times) continue;
    const key = `${times.opens}-${times.closes}`;
    const existing = byTimes.get(key);
    if (existing) existing.dayOfWeek.push(day);
    else byTimes.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [day], ...times });
  }
  return [...byTimes.values()];
}
