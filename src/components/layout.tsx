import { css, keyframes } from "@emotion/react";
import { Slice } from "gatsby";
import React from "react";
import type { NavSection } from "../lib/shell/nav-items";
import { NAVIGATED_ATTRIBUTE } from "../lib/shell/page-fade";
import { LanguageSwitch } from "./shell/language-switch";
import { RouteProgressBar } from "./shell/route-progress-bar";
import { SkipLink } from "./shell/skip-link";
import { analytics } from "./analytics-slot";

export type { NavSection } from "../lib/shell/nav-items";

const MAIN_ID = "main";

// From 1%, not 0: Chrome does not count what is painted at opacity 0 as painted, and does not count it again
// when it becomes visible (a fade from 0 made a vehicle page's LCP a 96 px thumbnail painted later). 1% looks
// the same.
const fadeIn = keyframes`
  from { opacity: 0.01; }
  to { opacity: 1; }
`;

// The footer sits at the bottom of the window on short pages (404) without any fixed heights.
const page = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

// Only after an in-site navigation (src/lib/shell/page-fade.ts): the first page shows as it arrives.
const main = css`
  flex: 1 0 auto;
  html[${NAVIGATED_ATTRIBUTE}] & {
    animation: ${fadeIn} 0.1s ease-out both;
  }
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    html[${NAVIGATED_ATTRIBUTE}] & {
      animation: none;
    }
  }
`;

/**
 * The site shell around every page, top to bottom: skip link, top bar, header, main content, footer and
 * credit bar (docs/architecture.md#the-site-shell). Top bar, header, footer and credit bar are Gatsby Slices created in
 * gatsby/pages/create-slices.ts; the header gets the page's `section` so the active link is in the static HTML.
 * The site-wide CSS is not here: gatsby-ssr.tsx writes it into every page's <head> (src/styles/global-css.ts).
 */
export function Layout({
  section = "other",
  analytics: withAnalytics = true,
  children,
}: {
  section?: NavSection;
  /** False on pages whose address carries a token (src/lib/seo/token-pages.ts): no analytics tag sees it. */
  analytics?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div css={page}>
      <SkipLink target={MAIN_ID} />
      <RouteProgressBar />
      <Slice alias="top-bar" />
      <Slice alias="header" section={section} />
      <LanguageSwitch />
      <main id={MAIN_ID} tabIndex={-1} css={main}>
        {children}
      </main>
      <Slice alias="footer" />
      <Slice alias="credit-bar" />
      {withAnalytics && analytics && <analytics.Analytics />}
    </div>
  );
}
