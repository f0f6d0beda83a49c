import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import type { HeaderViewProps } from "../components/shell/header-classic";
import { useSiteSettings } from "../hooks/use-site-settings";
import { shellSite } from "../lib/shell/group-shell";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** The header slice of one variant: the page's section from its props, the language from its slice context. */
export function headerSlice(Header: React.ComponentType<HeaderViewProps>) {
  return function HeaderSlice({
    section,
    sliceContext,
  }: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
    const site = shellSite(useSiteSettings(), sliceContext.lots);
    return (
      <LocaleProvider value={sliceContext.locale}>
        <Header site={site} section={section} lots={sliceContext.lots} />
      </LocaleProvider>
    );
  };
}
