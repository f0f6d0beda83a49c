import React from "react";
import { paintColour } from "../../lib/inventory/paint-colour";
import { useLocale } from "../i18n/locale-context";

/** "Crystal Black Pearl"; in Spanish "Negro (Crystal Black Pearl)", the paint name marked as English. */
export function PaintColourText({ paint }: { paint: string }) {
  const locale = useLocale();
  const colour = paintColour(paint, locale);
  if (locale === "en") return <>{paint}</>;
  const name = colour.paint && <span lang="en">{colour.paint}</span>;
  if (!colour.family) return <>{name}</>;
  return name ? (
    <>
      {colour.family} ({name})
    </>
  ) : (
    <>{colour.family}</>
  );
}
