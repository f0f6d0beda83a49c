// @vitest-environment jsdom
// The vehicle preview feeds the site's own components; the opening-hours field edits seven lines.
import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { vehiclePreviewData } from "../../src/admin/preview/vehicle-preview-data";
import type { WidgetProps } from "../../src/admin/decap";
import { OpeningHoursControl, openingHoursMessages } from "../../src/admin/widgets/opening-hours";
import { isOptional, objectShape } from "../../src/lib/admin/zod-introspect";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { vehicleSchema } from "../../src/lib/content/vehicle-schema";
import { WEEK_DAYS } from "../../src/lib/content/site-settings-schema";

const week = WEEK_DAYS.map((day) => ({ day, hours: day === "Sunday" ? "Closed" : "9:00 AM - 5:00 PM" }));

describe("vehicle preview data", () => {
  it("turns an entry into the card and detail view the site renders, photos from the editor's URLs", () => {
    const vehicle = makeVehicle({ photos: [{ file: "a.jpg", alt: "Side view" }, { file: "missing.jpg" }] });
    const { card, detail } = vehiclePreviewData(vehicle as unknown as Record<string, unknown>, (file) =>
      file === "a.jpg" ? "blob:a" : undefined,
    );
    expect(card).toMatchObject({
      path: "/vehicles/2020-honda-accord-a1001/",
      price: 21_995,
      stockNumber: "A1001",
      status: "available",
    });
    expect(card.image?.images.fallback?.src).toBe("blob:a");
    expect(detail.photos).toHaveLength(1);
    expect(detail.photos[0]).toMatchObject({ alt: "Side view" });
    expect(detail.warranty).toEqual({ type: "as-is" });
    expect(detail.mpgCity).toBe(30);
  });

  it("copes with a vehicle that is only half filled in", () => {
    const { card, detail } = vehiclePreviewData(
      { make: "Ford", price: "", warranty: { type: "dealer", laborPercent: 50 } },
      () => undefined,
    );
    expect(card).toMatchObject({ make: "Ford", price: 0, status: "available", badges: [] });
    expect(card.image).toBeUndefined();
    expect(detail.warranty).toEqual({
      type: "dealer",
      coverage: "limited",
      laborPercent: 50,
      partsPercent: 0,
      systemsCovered: [],
      duration: {},
    });
    expect(detail).toMatchObject({ model: "", trim: "", year: 0, mileage: 0, bodyStyle: "", dateInStock: "" });
  });

  it("gives every field the schema requires, empty or not, and an optional one only when given", () => {
    const { detail } = vehiclePreviewData({ keys: 2 }, () => undefined);
    const shape = objectShape(vehicleSchema()) ?? {};
    const required = Object.keys(shape).filter((field) => !isOptional(shape[field]));
    expect(required).toContain("vin");
    expect(required.filter((field) => (detail as unknown as Record<string, unknown>)[field] === undefined)).toEqual([]);
    expect(detail.keys).toBe(2);
    expect(vehiclePreviewData({ keys: Number.NaN }, () => undefined).detail).not.toHaveProperty("keys");
  });
});

describe("opening hours", () => {
  it("names the day whose hours break the rule", () => {
    expect(openingHoursMessages(week)).toEqual([]);
    const broken = week.map((entry) => (entry.day === "Tuesday" ? { ...entry, hours: "9 to 5" } : entry));
    expect(openingHoursMessages(broken)).toEqual(['Tuesday: expected hours like "9:00 AM - 5:00 PM" or "Closed"']);
    expect(openingHoursMessages(week.slice(0, 6))).toEqual(["expected one entry a day, Monday to Sunday in order"]);
  });

  it("shows one labelled box a day and changes only that day", () => {
    const onChange = vi.fn();
    const props = {
      value: week,
      onChange,
      forID: "hours",
      classNameWrapper: "",
      setActiveStyle: vi.fn(),
      setInactiveStyle: vi.fn(),
      validate: vi.fn(),
    } as unknown as WidgetProps;
    render(<OpeningHoursControl {...props} />);
    expect(screen.getByRole("group", { name: "Opening hours" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Saturday"), { target: { value: "10:00 AM - 2:00 PM" } });
    expect(onChange).toHaveBeenCalledWith(
      week.map((entry) => (entry.day === "Saturday" ? { ...entry, hours: "10:00 AM - 2:00 PM" } : entry)),
    );
    fireEvent.blur(screen.getByLabelText("Saturday"));
    expect(props.validate).toHaveBeenCalled();
  });

  /** A field's settings as Decap hands them over (an Immutable map: only `get` is read). */
  const fieldOf = (settings: Record<string, unknown>) => ({ get: (key: string) => settings[key] });

  it("a new lot's hours: seven empty boxes under the field's label, and the first day typed fills the week", () => {
    const onChange = vi.fn();
    const props = {
      value: undefined,
      onChange,
      field: fieldOf({ label: "Service hours", required: false }),
      forID: "serviceHours",
      classNameWrapper: "",
      setActiveStyle: vi.fn(),
      setInactiveStyle: vi.fn(),
      validate: vi.fn(),
    } as unknown as WidgetProps;
    render(<OpeningHoursControl {...props} />);
    expect(screen.getByRole("group", { name: "Service hours" })).toBeInTheDocument();
    expect(WEEK_DAYS.map((day) => (screen.getByLabelText(day) as HTMLInputElement).value)).toEqual(
      WEEK_DAYS.map(() => ""),
    );
    fireEvent.change(screen.getByLabelText("Monday"), { target: { value: "8:00 AM - 5:00 PM" } });
    expect(onChange).toHaveBeenCalledWith(
      WEEK_DAYS.map((day) => ({ day, hours: day === "Monday" ? "8:00 AM - 5:00 PM" : "" })),
    );
  });

  it("optional hours left empty are valid; required ones, or optional ones begun, are judged whole", () => {
    const control = (value: unknown, required: boolean) =>
      new OpeningHoursControl({
        value,
        field: fieldOf({ required }),
        parentIds: [],
      } as unknown as WidgetProps);
    expect(control(undefined, false).isValid()).toBe(true);
    expect(control(week, true).isValid()).toBe(true);
    expect(control(undefined, true).isValid()).toMatchObject({ error: { type: "CUSTOM" } });
    const begun = WEEK_DAYS.map((day) => ({ day, hours: day === "Monday" ? "8:00 AM - 5:00 PM" : "" }));
    expect(control(begun, false).isValid()).toMatchObject({ error: { message: expect.stringMatching(/^Tuesday: /) } });
  });
});
