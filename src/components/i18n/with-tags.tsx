import React from "react";
import { messageParts } from "../../lib/i18n/message-tags";

/** What tag number n of a message becomes: a link around its words, or a node for `<n/>`. */
export type TagRenderer = (text: string) => React.ReactNode;

/**
 * A translated message with its numbered tags drawn by `tags[n]`: `withTags(i18n._(msg\`See our
 * <0>statement</0>\`), [(text) => <Link to="/x/">{text}</Link>])`. A tag without a renderer shows its words.
 */
export function withTags(message: string, tags: readonly TagRenderer[]): React.ReactNode {
  return messageParts(message).map((part, index) => {
    if (typeof part === "string") return part;
    const render = tags[part.tag];
    return <React.Fragment key={index}>{render ? render(part.text) : part.text}</React.Fragment>;
  });
}
