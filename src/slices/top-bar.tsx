import React from "react";
import { TopBar } from "../components/shell/top-bar";
import { useSiteSettings } from "../hooks/use-site-settings";

/** Top bar slice (flags.topBar). */
export default function TopBarSlice() {
  const site = useSiteSettings();
  return <TopBar site={site} />;
}
