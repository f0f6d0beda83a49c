// What a visitor types reaches an e-mail and a CRM (as ADF XML), so characters that XML 1.0 forbids are
// removed everywhere.
import { stripInvalidCharacters } from "../xml-text";

/** Multi-line text: newlines normalised to `\n`, tabs kept, other control characters removed, trimmed. */
export function cleanMultilineText(text: string): string {
  return stripInvalidCharacters(text.replace(/\r\n?/g, "\n")).trim();
}

/** Single-line text as typed, controls removed, trimmed; line breaks are kept so validation can refuse them. */
export function cleanLineText(text: string): string {
  return stripInvalidCharacters(text.replace(/\t/g, " ")).trim();
}

export const hasLineBreak = (text: string): boolean => /[\r\n\u2028\u2029]/.test(text);

/** `<b>`, `</script`, `<!--`, `<?xml`, `<![CDATA[`: markup, which no customer needs to type. */
export const hasMarkup = (text: string): boolean => /<\s*[a-zA-Z!?/]/.test(text);

/**
 * Characters that change how text reads without showing: the Unicode direction embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which can make an e-mail show words in another order than they were sent.
 * Refused wherever a shopper's text reaches an e-mail (controls such as ESC and BEL are removed before: clean*Text).
 */
export const hasDirectionControls = (text: string): boolean => /[\u202A-\u202E\u2066-\u2069]/.test(text);
