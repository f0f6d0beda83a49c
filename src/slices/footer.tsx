import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { SiteFooter } from "../components/shell/site-footer";
import { useSiteSettings } from "../hooks/use-site-settings";
import { showsFinancing } from "../lib/shell/header-variants";
import type { FooterSliceContext } from "./slice-types";

/** Footer slice (flags.footer); its Financing link follows the same rule as the header's. */
export default function FooterSlice({ sliceContext }: SliceComponentProps<object, FooterSliceContext>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <SiteFooter site={site} showFinancing={showsFinancing(sliceContext.variant, site.flags)} />
    </LocaleProvider>
  );
}
