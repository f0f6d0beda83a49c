// The build's last pass over one page, as a string: stray NUL characters from React's streaming renderer are
// dropped (strip-nul.ts), the page's CSS moves from <body> into <head> (hoist-emotion-styles.ts), Gatsby's script
// tags give way to one inline script that starts them after the main photo or first frame
// (start-app-after-paint.ts), then the page gets its Content-Security-Policy: the sha256 of each of its inline
// scripts plus the origins of the integrations that are on. The build runs it over every built page
// (gatsby/post-build/finish-built-html.ts); serve:prod over each deferred page it renders
// (scripts/serve-prod/deferred-pages.ts), so both answer the same HTML.
import { documentPolicy, sha256Source } from "../seo/csp";
import { executableInlineScripts, inlineEventHandlers, withCspMeta } from "../seo/inline-scripts";
import { htmlSaysNoindex } from "../seo/indexable-pages";
import type { integrationOrigins } from "../platform/integrations-env";
import { hoistEmotionStyles } from "./hoist-emotion-styles";
import { startAppAfterPaint } from "./start-app-after-paint";
import { withoutNulCharacters } from "./strip-nul";

/** What the policy allows beyond the page's own scripts: the integrations' origins and the video players. */
export interface PagePolicyInputs {
  origins: ReturnType<typeof integrationOrigins>;
  frameSrc: readonly string[];
}

export interface FinishedPage {
  html: string;
  /** Whether the page says `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  /** Inline event handler attributes, which the policy would block (a build error). */
  inlineHandlers: string[];
}

export function finishPage(original: string, { origins, frameSrc }: PagePolicyInputs): FinishedPage {
  const { html } = startAppAfterPaint(hoistEmotionStyles(withoutNulCharacters(original)).html);
  const policy = documentPolicy({
    scriptHashes: executableInlineScripts(html).map(sha256Source),
    ...origins,
    frameSrc,
  });
  return {
    html: withCspMeta(html, policy),
    noindex: htmlSaysNoindex(html),
    inlineHandlers: [...new Set(inlineEventHandlers(html))],
  };
}
