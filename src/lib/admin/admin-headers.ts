// The `_headers` rule for the content editor: its own Content-Security-Policy (hosts join it with the
// site-wide one as a second policy; both must allow a request, and the editor's is the stricter of the two
// where they meet), never indexed, never cached past a deploy.
import type { HeaderRule } from "../seo/headers-file";
import { REVALIDATE } from "../seo/hosting-headers";
import { adminHeaderPolicy } from "./admin-csp";
import type { AdminBackend } from "./backend-env";

export function adminHeaderRules(backend: Pick<AdminBackend, "connectOrigins" | "imageOrigins">): HeaderRule[] {
  return [
    {
      pattern: "/admin/*",
      comment: "The content editor (Decap CMS): its own policy, not for search engines, always fresh",
      headers: [
        ["Content-Security-Policy", adminHeaderPolicy(backend)],
        ["X-Robots-Tag", "noindex, nofollow"],
        ["Cache-Control", REVALIDATE],
      ],
    },
  ];
}
