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
