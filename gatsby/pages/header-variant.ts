import type { Reporter } from "gatsby";
import {
  HEADER_VARIANT_DESCRIPTIONS,
  HeaderVariantError,
  parseHeaderVariant,
  type HeaderVariant,
} from "../../src/lib/shell/header-variants";
import { setting } from "../../src/lib/settings/setting";

/** The header variant from GATSBY_HEADER_VARIANT; an unknown name stops the build listing the valid ones. */
export function headerVariantOrPanic(
  reporter: Reporter,
  value = setting(process.env, "GATSBY_HEADER_VARIANT"),
): HeaderVariant {
  try {
    return parseHeaderVariant(value);
  } catch (error) {
    if (error instanceof HeaderVariantError) {
      const choices = Object.entries(HEADER_VARIANT_DESCRIPTIONS)
        .map(([name, description]) => `  ${name}: ${description}`)
        .join("\n");
      reporter.panic(`${error.message}\n${choices}`);
    }
    throw error;
  }
}
