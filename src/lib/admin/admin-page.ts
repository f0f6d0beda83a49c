// /admin/index.html: the editor's page. No inline script (the policy allows none); Decap CMS mounts itself
// and reads config.yml beside the page.
export const ADMIN_PATH = "/admin/";
export const ADMIN_SCRIPT = "admin.js";
export const ADMIN_CONFIG = "config.yml";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function adminPageHtml({
  policy,
  businessName,
  scriptVersion,
}: {
  policy: string;
  businessName: string;
  scriptVersion: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor · ${escapeHtml(businessName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="${ADMIN_SCRIPT}?v=${encodeURIComponent(scriptVersion)}"></script>
</body>
</html>
`;
}
