// How a held lead (saved past the global ceiling, for a person to review) is named in any store:
// `<time>-<lead id>~held-<network tag>`, so the caps can tell held leads from leads to send by name alone,
// and the held space (held-space.ts) can tell which network sent each one.

const HELD_MARK = "~held-";
const HELD_NAME = /~held-([0-9a-f]{12})(?:[.]|$)/;

/** `<base>~held-<tag>`: the base name of a held lead. */
export const heldBaseName = (baseName: string, networkTag: string) => `${baseName}${HELD_MARK}${networkTag}`;

/** Whether a stored name (a waiting, claimed or half-written lead) is a held lead's. */
export const isHeldName = (name: string) => HELD_NAME.test(name);

/** The network tag in a held lead's name. */
export const heldNetworkTag = (name: string) => HELD_NAME.exec(name)?.[1];

/** The base name a held lead takes when a person releases it: the mark dropped. */
export function releasedBaseName(heldName: string): string | undefined {
  const at = heldName.indexOf(HELD_MARK);
  return at > 0 ? heldName.slice(0, at) : undefined;
}
