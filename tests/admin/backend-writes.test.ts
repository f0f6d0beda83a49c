// The files a request to the editor's local backend writes, which the backend measures before writing.
import { writtenFiles } from "../../src/lib/admin/backend-writes";

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
