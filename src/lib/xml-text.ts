// Text in the XML the site writes (ADF leads, sitemaps): characters XML 1.0 forbids (C0 controls other than tab
// and newlines, lone surrogates, U+FFFE/U+FFFF) and C1 controls / DEL are removed, markup is escaped.
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Removes characters that cannot appear in an XML 1.0 document (and DEL / C1 controls). */
export function stripInvalidCharacters(text: string): string {
  return text.replace(NOT_XML_TEXT, "");
}

/** Text safe for XML element content and attribute values; characters XML forbids are removed. */
export function escapeXml(value: string | number): string {
  return stripInvalidCharacters(String(value)).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}
