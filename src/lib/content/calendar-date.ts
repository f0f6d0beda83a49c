// A day written as YYYY-MM-DD that is on the calendar (2026-02-30 and 2026-13-01 are not): a vehicle's dates, the
// day a review rating was read, the ad record's range.

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is YYYY-MM-DD and names a real day. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
