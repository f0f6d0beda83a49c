// Dates in running text as en-US and es-US write them, checked against Intl.DateTimeFormat for every month.
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../src/lib/format-date";

const intl = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

describe("formatLongDate", () => {
  const dates = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}-${index + 1}`)
    .map((iso) => iso.replace(/-(\d)$/, "-0$1"))
    .concat(["2026-11-25", "2027-01-01", "2026-12-31"]);

  it.each(dates)("writes %s as en-US and es-US do", (iso) => {
    expect(formatLongDate(iso, "en")).toBe(intl("en-US", iso));
    expect(formatLongDate(iso, "es")).toBe(intl("es-US", iso));
  });

  it("writes the Spanish month in lower case, day first", () => {
    expect(formatLongDate("2026-11-25", "es")).toBe("25 de noviembre de 2026");
    expect(formatLongDate("2026-11-25")).toBe("November 25, 2026");
  });
});
