// The site's own error for bad content, registered with Gatsby's reporter: the build stops under a heading that
// says what failed ("Content is invalid") instead of Gatsby's "ERROR UNKNOWN", followed by every problem with
// its file, field (or line and column) and rule.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NodePluginArgs } from "gatsby";

/** Gatsby prefixes it with the plugin's name: the site's gatsby-node is `default-site-plugin`. */
export const CONTENT_ERROR_ID = "CONTENT";

export function registerContentErrors(reporter: NodePluginArgs["reporter"]): void {
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { message: string }) => `${context.message}\n\nFix the file(s) above and build again.`,
      level: "ERROR",
      type: "API.NODE.VALIDATION",
      category: "USER",
      // Gatsby wants an address; the staff's guide is in the project itself.
      docsUrl: pathToFileURL(path.resolve("docs")).href,
    },
  });
}
