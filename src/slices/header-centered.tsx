import type { SliceComponentProps } from "gatsby";
import React from "react";
import { CenteredHeader } from "../components/shell/header-centered";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** Header slice, variant "centered" (GATSBY_HEADER_VARIANT=centered). */
export default function HeaderCenteredSlice({
  section,
}: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
  const site = useSiteSettings();
  return <CenteredHeader site={site} section={section} />;
}
