import type { SliceComponentProps } from "gatsby";
import React from "react";
import { CreditBar } from "../components/shell/credit-bar";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { CreditBarSliceContext } from "./slice-types";

/** Credit bar slice: year, business name and the web vendor's credit, on every page. */
export default function CreditBarSlice({ sliceContext }: SliceComponentProps<object, CreditBarSliceContext>) {
  const site = useSiteSettings();
  return <CreditBar site={site} year={sliceContext.year} />;
}
