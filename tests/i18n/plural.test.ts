import { describe, expect, it } from "vitest";
import { intlLocaleOf, LOCALES } from "../../src/lib/i18n/locale";
import { pluralCategory, pluralWord } from "../../src/lib/i18n/plural";

describe.each(LOCALES)("pluralCategory in %s", (locale) => {
  const rules = new Intl.PluralRules(intlLocaleOf(locale));

  it("gives whole numbers the category Intl.PluralRules gives", () => {
    const counts = [
      ...Array.from({ length: 3001 }, (_, index) => index),
      1e6,
      2e6,
      1e6 + 1,
      1.5e6,
      1e7,
      1e9,
      -1,
      -2,
      -1e6,
    ];
    for (const count of counts) expect(pluralCategory(count, locale), String(count)).toBe(rules.select(count));
  });
});

describe("pluralWord", () => {
  const forms = { one: "vehículo", other: "vehículos" };

  it("takes the singular for one only, and the plural for zero, many and millions", () => {
    expect(pluralWord(1, "es", forms)).toBe("vehículo");
    expect(pluralWord(0, "es", forms)).toBe("vehículos");
    expect(pluralWord(21, "es", forms)).toBe("vehículos");
    expect(pluralWord(2e6, "es", forms)).toBe("vehículos");
  });
});
