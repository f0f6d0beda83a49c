import { describe, expect, it } from "vitest";
import { openingHoursLabel, weekDayLabel } from "../../src/lib/content/opening-hours-labels";
import { WEEK_DAYS } from "../../src/lib/content/site-fields";

describe("weekDayLabel", () => {
  it("names the seven days in Spanish, each once, and leaves English as the content writes it", () => {
    const spanish = WEEK_DAYS.map((day) => weekDayLabel(day, "es"));
    expect(spanish).toEqual(["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"]);
    expect(WEEK_DAYS.map((day) => weekDayLabel(day))).toEqual([...WEEK_DAYS]);
  });

  it("shows a day it does not know as written", () => {
    expect(weekDayLabel("Holidays", "es")).toBe("Holidays");
    expect(weekDayLabel("monday", "es")).toBe("monday");
  });
});

describe("openingHoursLabel", () => {
  it("writes the range with a dash in either language and translates Closed", () => {
    expect(openingHoursLabel("9:00 AM - 5:00 PM")).toBe("9:00 AM – 5:00 PM");
    expect(openingHoursLabel("9:00 AM - 5:00 PM", "es")).toBe("9:00\u00a0a.m. – 5:00\u00a0p.m.");
    expect(openingHoursLabel("Closed")).toBe("Closed");
    expect(openingHoursLabel("Closed", "es")).toBe("Cerrado");
  });

  // Each time as Intl writes it in es-US, the space before a.m. (plain or narrow, by ICU version) read as the
  // no-break space the page writes; the two
  // joined by a spaced dash, as the issue writes them ("9:00 a.m. – 5:00 p.m.", both periods always said).
  const intlTime = ([hour, minute]: [number, number]) =>
    new Intl.DateTimeFormat("es-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" })
      .format(Date.UTC(2026, 10, 25, hour, minute))
      .replace(/\s(?=[ap]\.\u00a0?m\.)/gu, "\u00a0");
  const intlRange = (from: [number, number], to: [number, number]) => `${intlTime(from)} – ${intlTime(to)}`;

  it.each<[string, [number, number], [number, number]]>([
    ["9:00 AM - 5:00 PM", [9, 0], [17, 0]],
    ["10:00 AM - 6:00 PM", [10, 0], [18, 0]],
    ["7:30 AM - 11:45 AM", [7, 30], [11, 45]],
    ["12:00 PM - 8:30 PM", [12, 0], [20, 30]],
  ])("writes %s as es-US does", (hours, from, to) => {
    expect(openingHoursLabel(hours, "es")).toBe(intlRange(from, to));
  });
});
