// A wrapped field control re-renders by the wrapped control's own rule, as Decap's Widget expects.
import { innerShouldUpdate } from "../../src/admin/widgets/inner-should-update";
import type { WidgetProps } from "../../src/admin/decap";

const props = (overrides: Partial<WidgetProps>) =>
  ({ value: "a.jpg", classNameWrapper: "x", ...overrides }) as WidgetProps;

describe("a wrapper's re-render rule", () => {
  it("asks the wrapped control when it has a rule (the image control, for a photo chosen in the library)", () => {
    const inner = { shouldComponentUpdate: (next: WidgetProps) => next.mediaPaths === "chosen" };
    expect(innerShouldUpdate(inner, props({}), props({ mediaPaths: "chosen" }))).toBe(true);
    expect(innerShouldUpdate(inner, props({}), props({ value: "b.jpg" }))).toBe(false);
  });

  it("otherwise re-renders on value or style, like Decap's own default", () => {
    expect(innerShouldUpdate(null, props({}), props({}))).toBe(false);
    expect(innerShouldUpdate({}, props({}), props({ value: "b.jpg" }))).toBe(true);
    expect(innerShouldUpdate({}, props({}), props({ classNameWrapper: "y" }))).toBe(true);
    expect(innerShouldUpdate({}, props({}), props({ hasActiveStyle: true }))).toBe(true);
  });
});
