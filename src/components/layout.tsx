import React from "react";
import { GlobalStyles } from "../styles/global-styles";
import { Analytics } from "./analytics";

// Placeholder shell until the slices land (site-shell issue): global styles and the main landmark.
export type NavSection = "home" | "inventory" | "financing" | "contact" | "other";

export function Layout({ children }: { section?: NavSection; children: React.ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <main id="main">{children}</main>
      <Analytics />
    </>
  );
}
