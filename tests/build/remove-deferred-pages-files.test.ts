import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeDeferredPagesFiles } from "../../gatsby/post-build/remove-deferred-pages-files";

describe("removeDeferredPagesFiles", () => {
  let dir: string;
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "old");
  };
  const exists = (file: string) => fs.existsSync(path.join(dir, file));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-files-"));
    for (const page of ["vehicles/old-car", "es/vehicles/old-car", "vehicles/new-car"])
      for (const twin of ["", ".br", ".gz"]) {
        write(`${page}/index.html${twin}`);
        write(`page-data/${page}/page-data.json${twin}`);
      }
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("deletes an earlier build's files of the pages deferred now, twins included, and forgets them", () => {
    const forgotten: string[] = [];
    const removed = removeDeferredPagesFiles(
      dir,
      ["/vehicles/old-car/", "/es/vehicles/old-car/", "/vehicles/never-built/"],
      (pagePath) => forgotten.push(pagePath),
    );
    expect(removed).toBe(2);
    expect(forgotten).toEqual(["/vehicles/old-car/", "/es/vehicles/old-car/", "/vehicles/never-built/"]);
    for (const page of ["vehicles/old-car", "es/vehicles/old-car"])
      for (const twin of ["", ".br", ".gz"]) {
        expect(exists(`${page}/index.html${twin}`)).toBe(false);
        expect(exists(`page-data/${page}/page-data.json${twin}`)).toBe(false);
      }
    expect(exists("vehicles/new-car/index.html")).toBe(true);
    expect(exists("page-data/vehicles/new-car/page-data.json.br")).toBe(true);
  });
});
