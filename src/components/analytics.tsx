import { Script } from "gatsby";
import React, { useEffect } from "react";
import { optedOut } from "../lib/privacy/privacy-choice";
import { GOOGLE_TAG_ORIGIN, googleTagConfigScript, googleTagUrl } from "../lib/platform/integrations-env";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export interface AnalyticsProps {
  /** Defaults to GATSBY_GA_MEASUREMENT_ID, written into the bundle at build time. */
  measurementId?: string;
  /** Defaults to GATSBY_GA_TAG_ORIGIN (a server-side tagging server), else Google. */
  tagOrigin?: string;
}

// The path whose page view was last counted; the tag's own `config` call counts the first page.
let lastCountedPath: string | undefined;

/**
 * The Google tag, run off the main thread by Partytown (Gatsby's `<Script strategy="off-main-thread">`),
 * so analytics never competes with the page for a phone's CPU. Renders nothing without a measurement id.
 * Rendered by the layout, so it re-renders on every page and counts client-side navigations as page views,
 * and, with the tag, sends the ASC dealer events of every page. Nothing runs for a shopper who opted out.
 */
export function Analytics({
  // Literal process.env.GATSBY_*, not setting(): webpack inlines only that form.
  measurementId = process.env.GATSBY_GA_MEASUREMENT_ID,
  tagOrigin = process.env.GATSBY_GA_TAG_ORIGIN || GOOGLE_TAG_ORIGIN,
}: AnalyticsProps) {
  useEffect(() => {
    // Opted out of sale/sharing (GPC or /privacy-choices/): the tag never started (its snippet is gated in
    // gatsby-ssr.tsx), and neither the ASC events' code nor a page view is asked for.
    if (!measurementId || optedOut()) return;
    // The ASC dealer events (docs/analytics.md): their code is a chunk of its own, fetched only here.
    void import(/* webpackChunkName: "asc-tracker" */ "./asc-tracker").then((tracker) => tracker.trackAscPage());
    const path = window.location.pathname;
    if (lastCountedPath === undefined) {
      lastCountedPath = path;
      return;
    }
    if (path === lastCountedPath) return;
    lastCountedPath = path;
    window.gtag?.("event", "page_view", { page_location: window.location.origin + path, page_title: document.title });
  });

  if (!measurementId) return null;
  return (
    <>
      <Script strategy="off-main-thread" src={googleTagUrl(measurementId, tagOrigin)} forward={["gtag"]} />
      <Script
        id="google-tag-config"
        strategy="off-main-thread"
        forward={["gtag"]}
        dangerouslySetInnerHTML={{ __html: googleTagConfigScript(measurementId, tagOrigin) }}
      />
    </>
  );
}
