// The files a request to the editor's local backend writes, which the backend measures before writing.
import { deletedPaths, writeShapeProblem, writtenFiles } from "../../src/lib/admin/backend-writes";

describe("the files a request writes", () => {
  it("is the upload of persistMedia", () => {
    expect(
      writtenFiles({
        action: "persistMedia",
        params: { asset: { path: "content/vehicles/photos/a.jpg", content: "eA==", encoding: "base64" } },
      }),
    ).toEqual([{ kind: "upload", path: "content/vehicles/photos/a.jpg", content: "eA==", encoding: "base64" }]);
  });

  it("is every data file and every upload of persistEntry, or its single entry", () => {
    const asset = { path: "content/vehicles/photos/a.jpg", content: "eA==", encoding: "base64" };
    expect(
      writtenFiles({
        action: "persistEntry",
        params: {
          dataFiles: [{ slug: "a", path: "content/vehicles/a.json", raw: "{}\n" }],
          entry: { slug: "b", path: "content/vehicles/b.json", raw: "{}\n" },
          assets: [asset],
        },
      }),
    ).toEqual([
      { kind: "entry", path: "content/vehicles/a.json", content: "{}\n", encoding: "utf8" },
      { kind: "upload", ...asset },
    ]);
    expect(
      writtenFiles({ action: "persistEntry", params: { entry: { path: "content/site.json", raw: "{}" }, assets: [] } }),
    ).toEqual([{ kind: "entry", path: "content/site.json", content: "{}", encoding: "utf8" }]);
  });

  it("is nothing for a request that writes nothing", () => {
    for (const body of [
      { action: "getEntry", params: { path: "content/site.json" } },
      { action: "deleteFiles", params: { paths: ["content/site.json"] } },
      { action: "persistMedia", params: {} },
      "not json",
    ])
      expect(writtenFiles(body)).toEqual([]);
  });
});

describe("the files a request deletes", () => {
  it("is deleteFile's path and deleteFiles' paths, and nothing for another action", () => {
    expect(deletedPaths({ action: "deleteFile", params: { path: "content/vehicles/photos/a.jpg" } })).toEqual([
      "content/vehicles/photos/a.jpg",
    ]);
    expect(deletedPaths({ action: "deleteFiles", params: { paths: ["content/a.json", "content/b.json"] } })).toEqual([
      "content/a.json",
      "content/b.json",
    ]);
    expect(deletedPaths({ action: "getEntry", params: { path: "content/site.json" } })).toEqual([]);
  });
});

describe("the shape of a writing request (the backend writes it itself, so it checks what decap-server's schema did)", () => {
  const asset = { path: "content/vehicles/photos/a.jpg", content: "eA==", encoding: "base64" };
  const dataFile = { slug: "a", path: "content/vehicles/a.json", raw: "{}\n" };

  it("takes the editor's own requests", () => {
    expect(writeShapeProblem({ action: "persistMedia", params: { asset } })).toBeUndefined();
    expect(writeShapeProblem({ action: "persistEntry", params: { dataFiles: [dataFile], assets: [asset] } })).toBe(
      undefined,
    );
    expect(writeShapeProblem({ action: "persistEntry", params: { entry: dataFile, assets: [] } })).toBeUndefined();
    expect(writeShapeProblem({ action: "getEntry", params: {} })).toBeUndefined();
  });

  it("names what is missing or of the wrong kind", () => {
    for (const wrong of [undefined, { ...asset, content: 7 }, { ...asset, encoding: "utf8" }])
      expect(writeShapeProblem({ action: "persistMedia", params: { asset: wrong } })).toBe(
        "persistMedia needs an asset with a path and base64 content",
      );
    for (const params of [{ assets: [] }, { dataFiles: [], assets: [] }, { dataFiles: [{ ...dataFile, raw: {} }] }])
      expect(writeShapeProblem({ action: "persistEntry", params })).toBe(
        "persistEntry needs its files (dataFiles or entry), each with a path and raw text",
      );
    for (const assets of [undefined, [{ ...asset, content: null }]])
      expect(writeShapeProblem({ action: "persistEntry", params: { dataFiles: [dataFile], assets } })).toBe(
        "persistEntry needs a list of assets, each with a path and base64 content",
      );
  });
});
