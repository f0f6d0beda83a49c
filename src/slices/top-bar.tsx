import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { TopBar } from "../components/shell/top-bar";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { ShellSliceContext } from "./slice-types";

/** Top bar slice (flags.topBar). */
export default function TopBarSlice({ sliceContext }: SliceComponentProps<object, ShellSliceContext>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <TopBar site={site} />
    </LocaleProvider>
  );
}
