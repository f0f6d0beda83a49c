// React 18.3's streaming renderer, which Gatsby 5 renders pages with, can write a stray U+0000 where a
// multi-byte character (the "·" between a card's facts) meets the end of one of its output chunks
// (facebook/react#31134). NUL is never valid in HTML (the Nu checker reports it; browsers show U+FFFD), and
// the character after it is intact, so built pages simply drop it.
const NUL = "\u0000";

export function withoutNulCharacters(html: string): string {
  return html.includes(NUL) ? html.replaceAll(NUL, "") : html;
}
