import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../src/lib/i18n/format-date";
import { intlLocaleOf, LOCALES } from "../../src/lib/i18n/locale";

const DAY_MS = 86_400_000;

describe.each(LOCALES)("formatLongDate in %s", (locale) => {
  const intl = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

  it("writes every day of 2023 to 2028 as Intl does", () => {
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY_MS) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatLongDate(iso, locale), iso).toBe(intl.format(time));
    }
  });

  it("gives back text that is not a real calendar day as written", () => {
    for (const text of ["2026-02-30", "2026-13-01", "2026-11-5", "next Tuesday", ""])
      expect(formatLongDate(text, locale)).toBe(text);
  });
});

describe("formatLongDate", () => {
  it("reads as each language writes a date", () => {
    expect(formatLongDate("2026-11-25")).toBe("Wednesday, November 25, 2026");
    expect(formatLongDate("2026-11-25", "es")).toBe("miércoles, 25 de noviembre de 2026");
    expect(formatLongDate("2027-01-01", "es")).toBe("viernes, 1 de enero de 2027");
  });
});
