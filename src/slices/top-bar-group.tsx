import { msg } from "@lingui/core/macro";
import type { SliceComponentProps } from "gatsby";
import React from "react";
import { LocaleProvider, useI18n } from "../components/i18n/locale-context";
import { SiteLink } from "../components/i18n/site-link";
import { TopBar, topBarLink } from "../components/shell/top-bar";
import { MapPinIcon } from "../components/ui/icons";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ROUTES } from "../lib/paths";
import { shellSite } from "../lib/shell/group-shell";
import { shellCatalogs } from "../locales/shell";
import type { GroupSliceContext } from "./slice-types";

function LocationsLink({ count }: { count: number }) {
  const i18n = useI18n(shellCatalogs);
  const lots = String(count);
  return (
    <SiteLink to={ROUTES.locations} css={topBarLink}>
      <MapPinIcon size={16} />
      <span>{i18n._(msg`Our ${lots} locations`)}</span>
    </SiteLink>
  );
}

/** A dealer group's top bar slice: its lots' page in place of one address, its first lot's phone. */
export default function GroupTopBarSlice({ sliceContext }: SliceComponentProps<object, GroupSliceContext>) {
  const site = shellSite(useSiteSettings(), sliceContext.lots);
  return (
    <LocaleProvider value={sliceContext.locale}>
      <TopBar site={site} place={<LocationsLink count={sliceContext.lots.length} />} />
    </LocaleProvider>
  );
}
