// The Content-Security-Policy of the content editor at /admin/: its own, since the site's per-page policy
// (scripts by hash only) could not run the editor, and the editor needs to reach its backend. As tight as
// Decap CMS allows: its own bundle and nothing inline for scripts, plus 'unsafe-eval' because Decap checks its
// configuration with ajv, which compiles validators with `new Function` (a config error would otherwise
// show as a blank page). Styles are inline (Emotion), photos come in as blob: and data: URLs.
import { serializePolicy, type Directives } from "../seo/csp";
import type { AdminBackend } from "./backend-env";

function adminDirectives({
  connectOrigins,
  imageOrigins,
}: Pick<AdminBackend, "connectOrigins" | "imageOrigins">): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins],
    "font-src": ["'self'", "data:"],
    // blob: because Decap reads back the photos it holds in memory (drafts kept in the browser, uploads).
    "connect-src": ["'self'", "blob:", ...connectOrigins],
    // Decap draws its preview in an iframe of its own document (about:srcdoc), which needs no frame source.
    "frame-src": ["'self'"],
    "worker-src": ["'none'"],
    "manifest-src": ["'none'"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}

/** For the page's `<meta http-equiv>` (which cannot carry frame-ancestors). */
export function adminDocumentPolicy(backend: Pick<AdminBackend, "connectOrigins" | "imageOrigins">): string {
  return serializePolicy(adminDirectives(backend));
}

/** For the `/admin/*` header: the same, and no other site may frame the editor. */
export function adminHeaderPolicy(backend: Pick<AdminBackend, "connectOrigins" | "imageOrigins">): string {
  return serializePolicy({ ...adminDirectives(backend), "frame-ancestors": ["'none'"] });
}
