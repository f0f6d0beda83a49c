import type { CreatePagesArgs } from "gatsby";
import path from "node:path";
import { headerSliceComponent } from "../../src/lib/shell/header-variants";
import type { CreditBarSliceContext, FooterSliceContext, HeaderSliceContext } from "../../src/slices/slice-types";
import { headerVariantOrPanic } from "./header-variant";

const component = (file: string) => path.resolve(__dirname, "../..", file);

/**
 * The shell's slices. Pages use the aliases `top-bar`, `header`, `footer` and `credit-bar` (see
 * src/components/layout.tsx); the `header` slice is built from the variant chosen by GATSBY_HEADER_VARIANT,
 * so every page, file-system or programmatic, gets it without a per-page `slices` map.
 */
export function createShellSlices({ actions, reporter }: Pick<CreatePagesArgs, "actions" | "reporter">): void {
  const variant = headerVariantOrPanic(reporter);
  reporter.info(`site shell: header variant "${variant}"`);
  actions.createSlice({ id: "top-bar", component: component("src/slices/top-bar.tsx") });
  actions.createSlice({
    id: "header",
    component: component(headerSliceComponent(variant)),
    context: { variant } satisfies HeaderSliceContext,
  });
  actions.createSlice({
    id: "footer",
    component: component("src/slices/footer.tsx"),
    context: { variant } satisfies FooterSliceContext,
  });
  actions.createSlice({
    id: "credit-bar",
    component: component("src/slices/credit-bar.tsx"),
    context: { year: new Date().getFullYear() } satisfies CreditBarSliceContext,
  });
}
