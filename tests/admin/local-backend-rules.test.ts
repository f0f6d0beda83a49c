// The rules the editor's local backend applies before Decap's own code sees a request.
import {
  headerRefusal,
  loopbackOrigins,
  requestPaths,
  withRequestPaths,
} from "../../src/lib/admin/local-backend-rules";

const rules = { port: 8081, editorOrigins: loopbackOrigins([8000]) };

describe("which callers the editor's backend answers", () => {
  it("answers its editor on either loopback name, with or without an Origin", () => {
    for (const host of ["localhost:8081", "127.0.0.1:8081", "[::1]:8081", "LOCALHOST:8081"])
      expect(headerRefusal(host, "http://localhost:8000", rules), host).toBeUndefined();
    expect(headerRefusal("localhost:8081", undefined, rules)).toBeUndefined();
    expect(headerRefusal("localhost:8081", "http://127.0.0.1:8000", rules)).toBeUndefined();
  });

  it("refuses another Host: a rebound name, the machine's network address, another port, none", () => {
    for (const host of ["attacker.example:8081", "192.0.2.10:8081", "localhost:8000", "localhost", undefined])
      expect(headerRefusal(host, "http://localhost:8000", rules), String(host)).toMatch(
        /^Host ".*" is not this backend/,
      );
  });

  it("refuses another Origin: a web page, another local port, a sandboxed frame", () => {
    for (const origin of ["https://attacker.example", "http://localhost:3000", "https://localhost:8000", "null"])
      expect(headerRefusal("localhost:8081", origin, rules), origin).toMatch(/^Origin ".*" is not the editor's/);
  });
});

describe("the paths a request names", () => {
  it("finds every path of every action the editor uses", () => {
    expect(requestPaths({ action: "info" })).toEqual({ action: "info", paths: [] });
    expect(requestPaths({ action: "getEntry", params: { path: "content/site.json" } })).toEqual({
      action: "getEntry",
      paths: ["content/site.json"],
    });
    expect(
      requestPaths({
        action: "persistEntry",
        params: {
          entry: { path: "content/vehicles/a.json" },
          dataFiles: [{ path: "content/vehicles/c.json" }],
          assets: [{ path: "content/vehicles/photos/a.jpg" }],
        },
      }),
    ).toEqual({
      action: "persistEntry",
      paths: ["content/vehicles/a.json", "content/vehicles/c.json", "content/vehicles/photos/a.jpg"],
    });
    expect(requestPaths({ action: "deleteFiles", params: { paths: ["content/a.json", ".env"] } })).toEqual({
      action: "deleteFiles",
      paths: ["content/a.json", ".env"],
    });
    expect(requestPaths({ action: "getMedia", params: { mediaFolder: ".leads" } })).toEqual({
      action: "getMedia",
      paths: [".leads"],
    });
  });

  it("refuses an unknown action, and a path that is not a file name", () => {
    expect(requestPaths({ action: "runCommand" })).toEqual({
      refusal: 'action "runCommand" is not one the editor uses',
    });
    expect(requestPaths({ action: "__proto__" })).toHaveProperty("refusal");
    expect(requestPaths("not json")).toHaveProperty("refusal");
    expect(requestPaths({ action: "getEntry", params: {} })).toHaveProperty("refusal");
    expect(requestPaths({ action: "getEntry", params: { path: ["content/site.json"] } })).toHaveProperty("refusal");
    expect(requestPaths({ action: "getEntry", params: { path: "content/site.json\0.env" } })).toHaveProperty("refusal");
  });
});

describe("a save that renames a file", () => {
  it("is refused, whatever the new name (this editor never renames; decap-server renames after answering)", () => {
    for (const newPath of ["content/vehicles", "content/vehicles/b.json", "content/vehicles/a.json"]) {
      const dataFile = { slug: "a", path: "content/vehicles/a.json", raw: "{}", newPath };
      expect(requestPaths({ action: "persistEntry", params: { dataFiles: [dataFile], assets: [] } })).toEqual({
        refusal: "persistEntry renames a file (newPath), which this editor never does",
      });
      expect(requestPaths({ action: "persistEntry", params: { entry: dataFile, assets: [] } })).toHaveProperty(
        "refusal",
      );
    }
  });
});

describe("a request with its paths spelled again", () => {
  const respell = (requested: string) => `[${requested}]`;

  it("replaces every path the request names, and nothing else", () => {
    const body = {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "a", path: "content/vehicles/a.json", raw: '{"path":"x"}' }],
        assets: [{ path: "content/vehicles/photos/a.jpg", content: "eA==", encoding: "base64" }],
        options: { commitMessage: "path" },
      },
    };
    expect(withRequestPaths(body, respell)).toEqual({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "a", path: "[content/vehicles/a.json]", raw: '{"path":"x"}' }],
        assets: [{ path: "[content/vehicles/photos/a.jpg]", content: "eA==", encoding: "base64" }],
        options: { commitMessage: "path" },
      },
    });
    expect(body.params.dataFiles[0].path).toBe("content/vehicles/a.json");
  });

  it("finds the same paths requestPaths finds, for every action", () => {
    const bodies = [
      { action: "entriesByFolder", params: { folder: "content/vehicles", extension: "json", depth: 1 } },
      { action: "entriesByFiles", params: { files: [{ path: "content/site.json", label: "Site" }] } },
      { action: "getEntry", params: { path: "content/site.json" } },
      { action: "persistEntry", params: { entry: { slug: "s", path: "content/site.json", raw: "{}" }, assets: [] } },
      { action: "getMedia", params: { mediaFolder: "content/vehicles/photos" } },
      { action: "getMediaFile", params: { path: "content/vehicles/photos/a.jpg" } },
      { action: "persistMedia", params: { asset: { path: "content/vehicles/photos/a.jpg", content: "" } } },
      { action: "deleteFile", params: { path: "content/vehicles/photos/a.jpg" } },
      { action: "deleteFiles", params: { paths: ["content/vehicles/photos/a.jpg", "content/vehicles/photos/b.jpg"] } },
      { action: "info", params: {} },
    ];
    for (const body of bodies) {
      const before = requestPaths(body);
      const after = requestPaths(withRequestPaths(body, respell));
      if (!("paths" in before) || !("paths" in after)) throw new Error(`${body.action} was refused`);
      expect(after.paths, body.action).toEqual(before.paths.map(respell));
    }
  });
});
