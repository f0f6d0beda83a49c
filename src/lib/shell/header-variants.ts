// The three header designs, picked at build time by GATSBY_HEADER_VARIANT.
import type { SiteFlags } from "../content/site-settings-schema";

export const HEADER_VARIANTS = ["classic", "centered", "financing-first"] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];
const DEFAULT_HEADER_VARIANT: HeaderVariant = "classic";

export const HEADER_VARIANT_DESCRIPTIONS: Record<HeaderVariant, string> = {
  classic: "one row: logo, navigation, phone and call to action (default)",
  centered: "two rows: centred name and tagline above a centred navigation bar",
  "financing-first": "a financing strip above the navigation; always shows the Financing link",
};

export class HeaderVariantError extends Error {
  constructor(value: string) {
    super(
      `GATSBY_HEADER_VARIANT: unknown header variant "${value}". Valid variants: ${HEADER_VARIANTS.join(", ")} ` +
        `(leave it unset for "${DEFAULT_HEADER_VARIANT}").`,
    );
    this.name = "HeaderVariantError";
  }
}

function isHeaderVariant(value: string): value is HeaderVariant {
  return (HEADER_VARIANTS as readonly string[]).includes(value);
}

/** Unset or blank -> the default; a known name (any case, surrounding spaces ignored) -> that variant; else throws. */
export function parseHeaderVariant(value: string | undefined): HeaderVariant {
  const name = (value ?? "").trim().toLowerCase();
  if (name === "") return DEFAULT_HEADER_VARIANT;
  if (!isHeaderVariant(name)) throw new HeaderVariantError(value ?? "");
  return name;
}

/** The financing link and pre-approval button follow the flag, except in the variant built around them. */
export function showsFinancing(variant: HeaderVariant, flags: Pick<SiteFlags, "financing">): boolean {
  return variant === "financing-first" || flags.financing;
}

/** Source file of each variant's slice component, relative to the project root. */
export function headerSliceComponent(variant: HeaderVariant): string {
  return `src/slices/header-${variant}.tsx`;
}
