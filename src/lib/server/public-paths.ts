// How a request path maps to a file of the built site in public/, for the production server. serve-static
// does the serving; these decide what it is not asked to serve and which file a precompressed twin belongs to.

/**
 * Host configuration written into public/ by the build, never served as a page (Netlify does not serve the
 * first two either); `_image-service.json` tells serve:prod which photo formats the build links to.
 */
const HOST_FILES = new Set(["/_headers", "/_redirects", "/_image-service.json"]);

/** Whether a decoded path names a host file; in any case, for a file system that ignores it (macOS's). */
export function isHostFile(pathname: string): boolean {
  return HOST_FILES.has(pathname.toLowerCase());
}

/**
 * The file under public/ a GET for `pathname` is answered with (`contact/index.html` for `/contact/`), or
 * undefined when the path does not name one plainly (bad escapes, `..` or empty segments, dotfiles): those
 * are left to serve-static, which refuses or redirects them.
 */
export function publicFileFor(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const segments = decoded.slice(1).split("/");
  const last = segments.length - 1;
  if (
    segments.some(
      (segment, index) =>
        segment === "." || segment === ".." || segment.startsWith(".") || (segment === "" && index !== last),
    )
  )
    return undefined;
  return decoded.endsWith("/") ? `${decoded.slice(1)}index.html` : decoded.slice(1);
}
