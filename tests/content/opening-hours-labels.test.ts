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
    expect(openingHoursLabel("9:00 AM - 5:00 PM", "es")).toBe("9:00 AM – 5:00 PM");
    expect(openingHoursLabel("Closed")).toBe("Closed");
    expect(openingHoursLabel("Closed", "es")).toBe("Cerrado");
  });
});
