import type { SliceComponentProps } from "gatsby";
import React from "react";
import { ClassicHeader } from "../components/shell/header-classic";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { HeaderSliceContext, HeaderSliceProps } from "./slice-types";

/** Header slice, variant "classic" (GATSBY_HEADER_VARIANT=classic). */
export default function HeaderClassicSlice({
  section,
}: SliceComponentProps<object, HeaderSliceContext, HeaderSliceProps>) {
  const site = useSiteSettings();
  return <ClassicHeader site={site} section={section} />;
}
