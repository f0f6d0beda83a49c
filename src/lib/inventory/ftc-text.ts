// The FTC's wording marks the words it sets in italics with `*…*` (as the eCFR's text does); a page shows them in
// italics and a reader of the text sees them without the marks.

export interface TextSegment {
  text: string;
  italic: boolean;
}

/** `"But *implied warranties* may"` as three segments, the middle one in italics. */
export function italicSegments(text: string): TextSegment[] {
  return text
    .split(/(\*[^*]+\*)/)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("*") && part.endsWith("*") && part.length > 2
        ? { text: part.slice(1, -1), italic: true }
        : { text: part, italic: false },
    );
}
