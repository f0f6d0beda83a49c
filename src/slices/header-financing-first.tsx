import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { FinancingFirstHeader } from "../components/shell/header-financing-first";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** Header slice, variant "financing-first" (GATSBY_HEADER_VARIANT=financing-first). */
export default function HeaderFinancingFirstSlice({
  section,
  sliceContext,
}: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <FinancingFirstHeader site={site} section={section} />
    </LocaleProvider>
  );
}
