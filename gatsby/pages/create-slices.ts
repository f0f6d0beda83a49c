import type { CreatePagesArgs } from "gatsby";
import path from "node:path";
import { headerSliceComponent } from "../../src/lib/shell/header-variants";
import type { Locale } from "../../src/lib/i18n/locale";
import type { LotSummary } from "../../src/lib/locations/lot";
import { shellSliceId } from "../../src/lib/i18n/shell-slices";
import type {
  CreditBarSliceContext,
  FooterSliceContext,
  HeaderSliceContext,
  ShellSliceContext,
} from "../../src/slices/slice-types";
import { headerVariantOrPanic } from "./header-variant";

const component = (file: string) => path.resolve(__dirname, "../..", file);

/**
 * The shell's slices, one set per language of the site (`header`, and `header-es` for the Spanish pages: see
 * src/lib/i18n/shell-slices.ts). Pages use the aliases `top-bar`, `header`, `footer` and `credit-bar` (see
 * src/components/layout.tsx); the `header` slice is built from the variant chosen by GATSBY_HEADER_VARIANT,
 * so every page, file-system or programmatic, gets it without a per-page `slices` map.
 */
export function createShellSlices(
  { actions, reporter }: Pick<CreatePagesArgs, "actions" | "reporter">,
  languages: readonly Locale[],
  lots: LotSummary[] | undefined,
): void {
  const variant = headerVariantOrPanic(reporter);
  reporter.info(`site shell: header variant "${variant}", languages ${languages.join(", ")}`);
  const year = new Date().getFullYear();
  // A group's lots reach the shell in its slices' context (no query of its own in every page's JavaScript).
  const group = lots ? { lots } : {};
  for (const locale of languages) {
    actions.createSlice({
      id: shellSliceId("top-bar", locale),
      // A group's top bar and footer are slices of their own: a one-lot site's pages never load their code.
      component: component(lots ? "src/slices/top-bar-group.tsx" : "src/slices/top-bar.tsx"),
      context: { locale, ...group } satisfies ShellSliceContext,
    });
    actions.createSlice({
      id: shellSliceId("header", locale),
      component: component(headerSliceComponent(variant)),
      context: { locale, variant, ...group } satisfies HeaderSliceContext,
    });
    actions.createSlice({
      id: shellSliceId("footer", locale),
      component: component(lots ? "src/slices/footer-group.tsx" : "src/slices/footer.tsx"),
      context: { locale, variant, ...group } satisfies FooterSliceContext,
    });
    actions.createSlice({
      id: shellSliceId("credit-bar", locale),
      component: component("src/slices/credit-bar.tsx"),
      context: { locale, year } satisfies CreditBarSliceContext,
    });
  }
}
