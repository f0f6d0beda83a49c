// What a visitor types reaches an e-mail and a CRM. Characters that XML 1.0 forbids (C0 controls other
// than tab and newlines, lone surrogates, U+FFFE/U+FFFF) and C1 controls / DEL are removed everywhere.
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Removes characters that cannot appear in an XML 1.0 document (and DEL / C1 controls). */
export function stripInvalidCharacters(text: string): string {
  return text.replace(NOT_XML_TEXT, "");
}

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
