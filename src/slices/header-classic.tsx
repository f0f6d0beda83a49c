import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { ClassicHeader } from "../components/shell/header-classic";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** Header slice, variant "classic" (GATSBY_HEADER_VARIANT=classic). */
export default function HeaderClassicSlice({
  section,
  sliceContext,
}: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <ClassicHeader site={site} section={section} />
    </LocaleProvider>
  );
}
