import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { CenteredHeader } from "../components/shell/header-centered";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** Header slice, variant "centered" (GATSBY_HEADER_VARIANT=centered). */
export default function HeaderCenteredSlice({
  section,
  sliceContext,
}: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <CenteredHeader site={site} section={section} />
    </LocaleProvider>
  );
}
