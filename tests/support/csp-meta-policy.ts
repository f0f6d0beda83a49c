// The policy a page's Content-Security-Policy meta element carries (as withCspMeta writes it), or undefined.
export function cspMetaPolicy(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return match?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
