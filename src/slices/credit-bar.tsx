import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { CreditBar } from "../components/shell/credit-bar";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { CreditBarSliceContext } from "./slice-types";

/** Credit bar slice: year, business name and the web vendor's credit, on every page. */
export default function CreditBarSlice({ sliceContext }: SliceComponentProps<object, CreditBarSliceContext>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <CreditBar site={site} year={sliceContext.year} />
    </LocaleProvider>
  );
}
