// Renders site components inside Decap's preview frame as the site renders them: Emotion's styles go into
// the frame's own <head> (not the editor's), the site's global styles and colour tokens apply, and the
// colour mode is the one this browser last chose on the site (dark when none), with a switch to try the other.
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import React, { useEffect, useMemo, useState } from "react";
import { applyColourMode, otherColourMode, readStoredColourMode, type ColourMode } from "../../lib/shell/colour-mode";
import { GLOBAL_CSS } from "../../styles/global-css";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const switchStyle: React.CSSProperties = {
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  justifyContent: "flex-start",
  padding: "0.5rem 1rem",
};

export function SitePreviewRoot({ document, children }: { document: Document; children: React.ReactNode }) {
  const cache = useMemo(() => createCache({ key: "site-preview", container: document.head }), [document]);
  const [mode, setMode] = useState<ColourMode>(() => readStoredColourMode(storage()));
  useEffect(() => applyColourMode(document.documentElement, mode), [document, mode]);
  return (
    <CacheProvider value={cache}>
      {/* The site writes this CSS into every page's <head> at build time; the preview frame gets it here. */}
      <style dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
      <div style={switchStyle}>
        <button type="button" onClick={() => setMode(otherColourMode(mode))}>
          Preview in {otherColourMode(mode)} mode
        </button>
      </div>
      {children}
    </CacheProvider>
  );
}
