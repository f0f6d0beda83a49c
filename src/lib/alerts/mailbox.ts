// Which mailbox an e-mail address reaches, for the rules that protect it: one confirmation a day, the caps on
// requests, the suppression after an unsubscribe. Mail providers deliver `victim+1@` and `victim+2@` to the same
// inbox, and Gmail ignores dots too, so each spelling counted as a new address would let anybody mail one inbox as
// often as they like. The subscription still mails the address exactly as it was typed. Browser-safe and pure.

/** Domains whose mailboxes ignore dots in the local part, and the domain they are one mailbox with. */
const DOTLESS_DOMAINS: ReadonlyMap<string, string> = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * `victim@gmail.com` for `Vic.Tim+deals@GoogleMail.com`: lower-cased, a `+tag` removed, and, where the provider
 * ignores them, dots removed. Text that is not an address comes back lower-cased and trimmed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1 || at === address.length - 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}
