import { isCalendarDate } from "../../src/lib/content/calendar-date";

it("takes a real day written as YYYY-MM-DD, and nothing else", () => {
  expect(["2026-11-02", "2024-02-29"].map(isCalendarDate)).toEqual([true, true]);
  expect(
    ["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-02", "02/11/2026", ""].map(isCalendarDate),
  ).toEqual(Array(7).fill(false));
});
