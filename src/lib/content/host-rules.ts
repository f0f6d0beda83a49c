// Whether a link's host is one a setting allows: the host itself or a name under it ("www.google.com" is under
// "google.com"; "google.com.evil.example" and "notgoogle.com" are not). Zod-free, for schemas and views alike.

/** True when `hostname` is one of `allowed` or a subdomain of one (compared without case or a trailing dot). */
export function hostIsUnder(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
