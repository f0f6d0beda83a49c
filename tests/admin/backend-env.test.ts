import { AdminEnvError, readAdminBackend } from "../../src/lib/admin/backend-env";

describe("the editor's backend from the environment", () => {
  it("edits through the local decap-server when no Git host is set", () => {
    expect(readAdminBackend({})).toEqual({
      backend: { name: "proxy", proxy_url: "http://localhost:8081/api/v1" },
      localBackendUrl: "http://localhost:8081/api/v1",
      connectOrigins: ["http://localhost:8081"],
      imageOrigins: [],
    });
    expect(readAdminBackend({ DECAP_SERVER_PORT: "8090" }).localBackendUrl).toBe("http://localhost:8090/api/v1");
  });

  it("saves to GitHub, GitLab or Gitea with the host's login, keeping the local server for localhost", () => {
    expect(
      readAdminBackend({
        DECAP_BACKEND: "github",
        DECAP_REPO: "sierra-vista/site",
        DECAP_BASE_URL: "https://auth.sierravista.example",
      }),
    ).toMatchObject({
      backend: {
        name: "github",
        repo: "sierra-vista/site",
        branch: "main",
        base_url: "https://auth.sierravista.example",
      },
      localBackendUrl: "http://localhost:8081/api/v1",
      connectOrigins: ["http://localhost:8081", "https://api.github.com", "https://auth.sierravista.example"],
    });
    expect(
      readAdminBackend({
        DECAP_BACKEND: "gitlab",
        DECAP_REPO: "group/sub/site",
        DECAP_APP_ID: "abc123",
        DECAP_BRANCH: "content",
      }).backend,
    ).toEqual({
      name: "gitlab",
      repo: "group/sub/site",
      branch: "content",
      app_id: "abc123",
      auth_type: "pkce",
    });
    expect(
      readAdminBackend({
        DECAP_BACKEND: "gitea",
        DECAP_REPO: "dealer/site",
        DECAP_API_ROOT: "https://git.example/api/v1",
        DECAP_BASE_URL: "https://git.example",
        DECAP_APP_ID: "id",
      }),
    ).toMatchObject({
      backend: {
        name: "gitea",
        api_root: "https://git.example/api/v1",
        base_url: "https://git.example",
        app_id: "id",
        auth_type: "pkce",
      },
      connectOrigins: ["http://localhost:8081", "https://git.example"],
      imageOrigins: ["https://git.example"],
    });
  });

  it.each([
    [{ DECAP_BACKEND: "bitbucket" }, /DECAP_BACKEND must be one of local, github, gitlab, gitea; got "bitbucket"/],
    [{ DECAP_BACKEND: "github" }, /DECAP_REPO must name the repository as owner\/name/],
    [{ DECAP_BACKEND: "gitea", DECAP_REPO: "a/b", DECAP_APP_ID: "x" }, /DECAP_API_ROOT must be set for Gitea/],
    [
      { DECAP_BACKEND: "gitea", DECAP_REPO: "a/b", DECAP_API_ROOT: "https://g.example/api/v1" },
      /DECAP_APP_ID must be set for Gitea/,
    ],
    [
      { DECAP_BACKEND: "github", DECAP_REPO: "a/b", DECAP_BASE_URL: "http://auth.example" },
      /DECAP_BASE_URL must be an https:\/\/ address/,
    ],
    [{ DECAP_SERVER_PORT: "eighty" }, /DECAP_SERVER_PORT must be a port number, got "eighty"/],
  ])("names the variable that is wrong: %o", (env, message) => {
    expect(() => readAdminBackend(env)).toThrow(AdminEnvError);
    expect(() => readAdminBackend(env)).toThrow(message);
  });
});

describe("Gitea's login address", () => {
  it("is the API's server unless DECAP_BASE_URL says otherwise", () => {
    const gitea = readAdminBackend({
      DECAP_BACKEND: "gitea",
      DECAP_REPO: "dealer/site",
      DECAP_API_ROOT: "https://git.example/api/v1",
      DECAP_APP_ID: "id",
    });
    expect(gitea.backend.base_url).toBe("https://git.example");
    expect(gitea.connectOrigins).toEqual(["http://localhost:8081", "https://git.example"]);
  });
});
