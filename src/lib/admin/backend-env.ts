// Where the editor saves: the local decap-server (every machine, `npm run admin`) and, when configured, a
// Git host whose login staff already have. Read from environment variables at build time; none of them is a
// secret (the host's login happens in the browser, the OAuth secret for GitHub lives in the OAuth service).
import { setting, type Env } from "../settings/setting";

const DEFAULT_DECAP_SERVER_PORT = 8081;

export type GitHost = "github" | "gitlab" | "gitea";
const GIT_HOSTS: readonly GitHost[] = ["github", "gitlab", "gitea"];

export interface CmsBackendConfig {
  name: GitHost | "proxy";
  proxy_url?: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  api_root?: string;
  app_id?: string;
  auth_type?: "pkce";
}

export interface AdminBackend {
  backend: CmsBackendConfig;
  /** decap-server's API address; used instead of the Git host when the editor runs on localhost. */
  localBackendUrl: string;
  /** Origins the editor talks to besides its own (for the admin Content-Security-Policy). */
  connectOrigins: string[];
  /** Origins of images the Git host's UI shows (avatars). */
  imageOrigins: string[];
}

/** @internal exported for its unit tests */
export class AdminEnvError extends Error {}

function origin(value: string, variable: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.hostname !== "localhost") throw new Error();
    return url.origin;
  } catch {
    throw new AdminEnvError(`${variable} must be an https:// address, got "${value}"`);
  }
}

function port(env: Env): number {
  const raw = setting(env, "DECAP_SERVER_PORT")?.trim();
  if (!raw) return DEFAULT_DECAP_SERVER_PORT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new AdminEnvError(`DECAP_SERVER_PORT must be a port number, got "${raw}"`);
  return value;
}

const HOST_DEFAULTS: Record<GitHost, { api: string; images: string[] }> = {
  github: { api: "https://api.github.com", images: ["https://avatars.githubusercontent.com"] },
  gitlab: { api: "https://gitlab.com", images: ["https://gitlab.com", "https://secure.gravatar.com"] },
  gitea: { api: "", images: [] },
};

/** The editor's backend from DECAP_BACKEND, DECAP_REPO, DECAP_BRANCH, DECAP_BASE_URL, DECAP_API_ROOT, DECAP_APP_ID, DECAP_SERVER_PORT. */
export function readAdminBackend(env: Env = process.env): AdminBackend {
  const localBackendUrl = `http://localhost:${port(env)}/api/v1`;
  const name = setting(env, "DECAP_BACKEND")?.trim() || "";
  if (!name || name === "local") {
    return {
      backend: { name: "proxy", proxy_url: localBackendUrl },
      localBackendUrl,
      connectOrigins: [new URL(localBackendUrl).origin],
      imageOrigins: [],
    };
  }
  if (!GIT_HOSTS.includes(name as GitHost)) {
    throw new AdminEnvError(`DECAP_BACKEND must be one of local, ${GIT_HOSTS.join(", ")}; got "${name}"`);
  }
  const host = name as GitHost;
  const repo = setting(env, "DECAP_REPO")?.trim() ?? "";
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(repo))
    throw new AdminEnvError(
      `DECAP_REPO must name the repository as owner/name when DECAP_BACKEND=${host}; got "${repo}"`,
    );
  const apiRoot = setting(env, "DECAP_API_ROOT")?.trim();
  const baseUrl = setting(env, "DECAP_BASE_URL")?.trim();
  const appId = setting(env, "DECAP_APP_ID")?.trim();
  if (host === "gitea" && !apiRoot)
    throw new AdminEnvError("DECAP_API_ROOT must be set for Gitea, like https://gitea.example.com/api/v1");
  if (host === "gitea" && !appId)
    throw new AdminEnvError(
      "DECAP_APP_ID must be set for Gitea: the client id of the OAuth2 application made for the editor",
    );
  const apiOrigin = apiRoot ? origin(apiRoot, "DECAP_API_ROOT") : HOST_DEFAULTS[host].api;
  // Gitea logs in on the server that serves its API unless told otherwise.
  const loginUrl = baseUrl || (host === "gitea" ? apiOrigin : undefined);
  const backend: CmsBackendConfig = {
    name: host,
    repo,
    branch: setting(env, "DECAP_BRANCH")?.trim() || "main",
    ...(apiRoot ? { api_root: apiRoot } : {}),
    ...(loginUrl ? { base_url: loginUrl } : {}),
    // GitLab and Gitea log in with PKCE: a public application id, no secret anywhere.
    ...(appId ? { app_id: appId, auth_type: "pkce" as const } : {}),
  };
  const connectOrigins = [
    new URL(localBackendUrl).origin,
    apiOrigin,
    ...(loginUrl ? [origin(loginUrl, baseUrl ? "DECAP_BASE_URL" : "DECAP_API_ROOT")] : []),
  ];
  const imageOrigins = host === "gitea" ? [apiOrigin] : HOST_DEFAULTS[host].images;
  return { backend, localBackendUrl, connectOrigins: [...new Set(connectOrigins)], imageOrigins };
}
