// Numbered tags in a translated message, the way Lingui writes them for its own <Trans>: "See our
// <0>accessibility statement</0>", "To use them, <0/>." The words around a link or an emphasis stay in one
// message, so a translator can move them; the code supplies the element each number stands for.

/** Text, or the tag numbered `tag` wrapping `text` ("" for a self-closing `<0/>`). */
export type MessagePart = string | { tag: number; text: string };

const TAG = /<(\d+)\/>|<(\d+)>([^<]*)<\/\2>/g;

/** The message cut at its tags (not nested). Anything that is not a well-formed tag stays as text. */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(
      match[1] === undefined ? { tag: Number(match[2]), text: match[3] } : { tag: Number(match[1]), text: "" },
    );
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
