// Whether a build includes the content editor at /admin/. A production build includes it only when a Git
// backend is configured, the one way staff can log in on the live site; without one the page would point at
// a local backend on each visitor's own machine and ship a large bundle with 'unsafe-eval' beside the lead
// forms. `gatsby develop` (and so `npm run admin`) always has it: that is where local editing happens.
import { setting, type Env } from "../settings/setting";

export type EditorBuildPlan = { build: true } | { build: false; reason: string };

export function editorBuildPlan(env: Env): EditorBuildPlan {
  if (setting(env, "gatsby_executing_command") === "develop") return { build: true };
  const backend = setting(env, "DECAP_BACKEND")?.trim();
  if (backend && backend !== "local") return { build: true };
  return {
    build: false,
    reason:
      "The content editor (/admin/) is left out of this build: no Git backend is set (DECAP_BACKEND), so staff could not log in on the live site. Set DECAP_BACKEND and its settings (docs/deployment.md#the-content-editor-on-the-live-site) to publish it, or edit locally with `npm run admin`.",
  };
}
