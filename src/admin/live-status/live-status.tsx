// "Is my change live yet?": a line in the corner of the editor with the live site's build time, and after each
// save whether the live site already shows the saved file or is waiting for its next build (checked again
// every minute until it is there). The live site is the one the editor is served from. It sits over the
// preview's corner and lets clicks through, so it never hides a form control.
import React, { useCallback, useEffect, useState } from "react";
import { BUILD_INFO_PATH, liveStateOf, parseBuildInfo, type BuildInfo } from "../../lib/build/build-info";
import type { SavedFile } from "./saved-file";

const RECHECK_MS = 60_000;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

async function fetchBuildInfo(): Promise<BuildInfo | undefined> {
  try {
    const response = await fetch(BUILD_INFO_PATH, { cache: "no-store" });
    return response.ok ? parseBuildInfo(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

function message(info: BuildInfo | undefined | "loading", saved: SavedFile | undefined): string {
  if (info === "loading") return "Checking when the live site was built…";
  if (!info)
    return saved
      ? "Saved. Whether the live site shows it cannot be checked: the site publishes no build-info.json."
      : "The live site's build time is unknown (it publishes no build-info.json).";
  if (!saved) return `Live site built ${timeOf(info.builtAt)}.`;
  return liveStateOf(info, saved.path, saved.hash).state === "live"
    ? `Saved. The live site already shows this change (built ${timeOf(info.builtAt)}).`
    : `Saved. The live site (built ${timeOf(info.builtAt)}) does not show this change yet: it appears after the next build, usually within a few minutes. This note updates by itself.`;
}

export interface SaveSource {
  /** Calls back with each saved file; returns the unsubscribe. */
  subscribe(listener: (file: SavedFile) => void): () => void;
}

export function LiveStatus({ saves }: { saves: SaveSource }) {
  const [info, setInfo] = useState<BuildInfo | undefined | "loading">("loading");
  const [saved, setSaved] = useState<SavedFile | undefined>();
  const refresh = useCallback(() => void fetchBuildInfo().then(setInfo), []);

  useEffect(refresh, [refresh]);
  useEffect(() => saves.subscribe((file) => (setSaved(file), refresh())), [saves, refresh]);

  const waiting =
    saved !== undefined &&
    info !== "loading" &&
    info !== undefined &&
    liveStateOf(info, saved.path, saved.hash).state === "waiting";
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(refresh, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [waiting, refresh]);

  return (
    <p
      role="status"
      data-live-state={waiting ? "waiting" : saved && info !== "loading" && info ? "live" : "unknown"}
      css={{
        position: "fixed",
        right: 16,
        bottom: 16,
        zIndex: 400,
        maxWidth: "22rem",
        pointerEvents: "none",
        margin: 0,
        padding: "10px 14px",
        font: "14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        color: "#1c2733",
        background: "#ffffff",
        border: `1px solid ${waiting ? "#b35c00" : "#004391"}`,
        borderLeftWidth: 4,
        borderRadius: 6,
        boxShadow: "0 2px 8px rgba(0, 0, 0, 0.15)",
      }}
    >
      {message(info, saved)}
    </p>
  );
}
