import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import React from "react";
import { withPageLocale } from "./src/components/i18n/page-locale";
import { localeOfPath } from "./src/lib/i18n/locale-paths";
import { COLOUR_MODE_ATTRIBUTE, DEFAULT_COLOUR_MODE } from "./src/lib/shell/colour-mode";
import { COLOUR_MODE_SCRIPT } from "./src/lib/shell/colour-mode-script";
import { optOutGate } from "./src/lib/privacy/privacy-choice";
import { SITE_STYLIS_PLUGINS } from "./src/styles/emotion-plugins";
import { GLOBAL_CSS } from "./src/styles/global-css";
import { loadTranslatedCatalogs } from "./src/locales/html-catalogs";
import { loadAllTextTables } from "./src/locales/text-tables";

// The browser gets a translated page's messages and text tables in its data (wrapPageElement loads them before the
// page renders). The HTML renderer draws each slice apart, without the page's context, so it loads every translated
// catalog and text table here, once, before any HTML is drawn (an English-only build's are empty).
loadTranslatedCatalogs();
loadAllTextTables();

// Colour mode before first paint: the static HTML is dark (`<html data-theme="dark">`, also without
// JavaScript), and the inline script in <head> switches to a stored "light" before the body is parsed.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // Typed as React's html props, which do not list data-* attributes.
  setHtmlAttributes({
    lang: localeOfPath(pathname),
    [COLOUR_MODE_ATTRIBUTE]: DEFAULT_COLOUR_MODE,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  setHeadComponents([
    <script key="colour-mode" id="colour-mode-script" dangerouslySetInnerHTML={{ __html: COLOUR_MODE_SCRIPT }} />,
    <link key="favicon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <style key="global-css" id="global-css" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
  ]);
};

// Partytown's snippet (Gatsby's internal plugin puts it in <head> on pages with an off-main-thread script: the
// Google tag) runs only for a shopper who has not opted out of sale/sharing, by Global Privacy Control or on
// /privacy-choices/ (src/lib/privacy/privacy-choice.ts). The CSP hashes the gated text like any inline script.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  let gated = false;
  const replaced = head.map((component) => {
    if (!React.isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(component)) return component;
    if (component.key !== "partytown") return component;
    const html = component.props.dangerouslySetInnerHTML?.__html;
    if (typeof html !== "string")
      throw new Error("Partytown's snippet has no inline text to gate on the privacy choice");
    gated = true;
    return React.cloneElement(component, { dangerouslySetInnerHTML: { __html: optOutGate(html) } });
  });
  if (gated) replaceHeadComponents(replaced);
};

// The site's Emotion plugins (src/styles/emotion-plugins.ts), in a cache of each page's own: a cache remembers
// the rules it wrote, and each page's HTML must carry all of its own.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={createCache({ key: "css", stylisPlugins: SITE_STYLIS_PLUGINS })}>{element}</CacheProvider>
);

// Each page in its language (`/es/…` is Spanish): the messages its components show.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = withPageLocale;
