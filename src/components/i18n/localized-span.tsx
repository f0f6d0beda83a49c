import React from "react";
import { langAttributeOf, type LocalizedText } from "../../lib/i18n/localized-text";
import { useLocale } from "./locale-context";

/**
 * Staff-written text that may be in another language than the page (a Spanish page whose Spanish twin is
 * missing shows the English): wrapped in a `lang` span only then, so a page in the text's language renders
 * the bare text as before.
 */
export function LocalizedSpan({ text }: { text: LocalizedText }) {
  const lang = langAttributeOf(text, useLocale());
  return lang ? <span lang={lang}>{text.text}</span> : <>{text.text}</>;
}
