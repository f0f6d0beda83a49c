// Puts the live-status line on the editor page and feeds it each save (Decap's postSave event).
import React from "react";
import { createRoot } from "react-dom/client";
import type { DecapCms } from "../decap";
import { LiveStatus, type SaveSource } from "./live-status";
import { savedFileOf, type SavedFile } from "./saved-file";

export function mountLiveStatus(cms: DecapCms): void {
  const listeners = new Set<(file: SavedFile) => void>();
  const saves: SaveSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      void savedFileOf(entry).then((file) => file && listeners.forEach((listener) => listener(file)));
      return undefined;
    },
  });
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<LiveStatus saves={saves} />);
}
