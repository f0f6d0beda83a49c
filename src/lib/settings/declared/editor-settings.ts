// The content editor (/admin/): read at build time and by `npm run admin`.
import type { SettingDeclaration } from "../setting-declaration";

export const EDITOR_SETTINGS = [
  {
    name: "DECAP_BACKEND",
    group: "editor",
    default: "`local`",
    readBy: ["build", "admin"],
    secret: false,
    meaning:
      "where the editor saves on the live site: `github`, `gitlab` or `gitea` (set-up per host: " +
      "[deployment](deployment.md)). **A production build includes `/admin/` only when this names a Git host**; " +
      "unset or `local`, the build leaves `public/admin/` out and its log says why (local editing with `npm run " +
      "admin` works either way); another value stops the build",
  },
  {
    name: "DECAP_REPO",
    group: "editor",
    default: "unset",
    readBy: ["build", "admin"],
    secret: false,
    meaning: "the repository the editor commits to, `owner/name` (required with a Git host)",
  },
  {
    name: "DECAP_BRANCH",
    group: "editor",
    default: "`main`",
    readBy: ["build", "admin"],
    secret: false,
    meaning: "the branch the editor commits to",
  },
  {
    name: "DECAP_BASE_URL",
    group: "editor",
    default: "the host's default",
    readBy: ["build", "admin"],
    secret: false,
    meaning:
      "GitHub: address of the OAuth service that logs staff in; GitLab self-hosted and Gitea: the host's address " +
      "for logins (Gitea: the API's server unless set)",
  },
  {
    name: "DECAP_API_ROOT",
    group: "editor",
    default: "the host's default",
    readBy: ["build", "admin"],
    secret: false,
    meaning: "API address of a self-hosted GitLab or Gitea (`https://git.example.com/api/v1`; required for Gitea)",
  },
  {
    name: "DECAP_APP_ID",
    group: "editor",
    default: "unset",
    readBy: ["build", "admin"],
    secret: false,
    meaning:
      "GitLab or Gitea: client id of the OAuth application made for the editor (a public id, not a secret); turns " +
      "on PKCE login (required for Gitea)",
  },
  {
    name: "DECAP_SERVER_PORT",
    group: "editor",
    default: "`8081`",
    readBy: ["build", "admin", "admin:backend"],
    secret: false,
    meaning:
      "port of the editor's local backend (`npm run admin`, `npm run admin:backend`); it listens on 127.0.0.1 and " +
      "::1 only",
  },
  {
    name: "EDITOR_SITE_PORT",
    group: "editor",
    default: "`9000`",
    readBy: ["admin:backend"],
    secret: false,
    meaning:
      "`npm run admin:backend` only: the port of the production build whose `/admin/` may call the backend " +
      "(`npm run serve` uses 9000)",
  },
  {
    name: "GIT_REPO_DIRECTORY",
    group: "editor",
    default: "set by `npm run admin`",
    readBy: ["admin", "admin:backend", "decap-server"],
    secret: false,
    meaning:
      "not yours to set: the editor's backend sets it to the content folder while decap-server starts, the one " +
      "way to tell decap-server which folder it may write, and puts back what was there",
  },
] as const satisfies readonly SettingDeclaration[];
