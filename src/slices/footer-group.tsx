import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider } from "../components/i18n/locale-context";
import { FooterLots } from "../components/shell/footer-lots";
import { SiteFooter } from "../components/shell/site-footer";
import { useSiteSettings } from "../hooks/use-site-settings";
import { showsFinancing } from "../lib/shell/header-variants";
import type { GroupFooterSliceContext } from "./slice-types";

/** A dealer group's footer slice: its lots in place of one address and its hours (a one-lot site never loads it). */
export default function GroupFooterSlice({ sliceContext }: SliceComponentProps<object, GroupFooterSliceContext>) {
  const site = useSiteSettings();
  return (
    <LocaleProvider value={sliceContext.locale}>
      <SiteFooter
        site={site}
        showFinancing={showsFinancing(sliceContext.variant, site.flags)}
        places={<FooterLots lots={sliceContext.lots} />}
      />
    </LocaleProvider>
  );
}
