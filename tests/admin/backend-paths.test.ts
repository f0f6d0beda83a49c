// How the editor's local backend spells a path the editor names: one way, relative to content/, whichever
// way the request wrote it; and decap-server's answers named from the repository root again.
import { contentPathOf, isInPhotos, repoPathOf, shownPath, withRepoPaths } from "../../src/lib/admin/backend-paths";

const REPO = "/srv/dealer-site";

describe("the one spelling of a path inside content/", () => {
  it("is relative to content/, for every way of writing the same file", () => {
    for (const requested of [
      "content/vehicles/photos/a.jpg",
      "./content/vehicles/photos/a.jpg",
      "content//vehicles/photos/a.jpg",
      "content/vehicles/./photos//a.jpg",
      "content/vehicles/photos/../photos/a.jpg",
      "content/testimonials/../vehicles/photos/a.jpg",
      "content/vehicles/photos/a.jpg/.",
      `${REPO}/content/vehicles/photos/a.jpg`,
      `${REPO}//content/./vehicles/photos/a.jpg`,
      `${REPO}/../dealer-site/content/vehicles/photos/a.jpg`,
    ])
      expect(contentPathOf(requested, REPO), requested).toBe("vehicles/photos/a.jpg");
  });

  it("names content/ itself `.`", () => {
    for (const requested of ["content", "content/", "./content/.", `${REPO}/content`])
      expect(contentPathOf(requested, REPO), requested).toBe(".");
  });

  it("is undefined for a path outside content/, however it is written", () => {
    for (const requested of [
      "",
      ".",
      ".env",
      "content/../.env",
      "content/vehicles/../../.git/config",
      "../content/site.json",
      "contents/site.json",
      "/etc/hostname",
      `${REPO}/.git/config`,
      `${REPO}-copy/content/site.json`,
      "/srv/content/site.json",
      "/../srv/dealer-site/content/site.json",
    ])
      expect(contentPathOf(requested, REPO), requested).toBeUndefined();
  });

  it("goes back to the editor's spelling, from the repository root", () => {
    expect(repoPathOf("vehicles/photos/a.jpg")).toBe("content/vehicles/photos/a.jpg");
    expect(repoPathOf(".")).toBe("content");
  });

  it("knows the photos folder and what is in it", () => {
    expect(isInPhotos("vehicles/photos")).toBe(true);
    expect(isInPhotos("vehicles/photos/a.svg")).toBe(true);
    expect(isInPhotos("vehicles/photos/album/a.svg")).toBe(true);
    expect(isInPhotos("Vehicles/PHOTOS/a.svg")).toBe(true);
    expect(isInPhotos("vehicles/photos-old/a.svg")).toBe(false);
    expect(isInPhotos("vehicles/a.json")).toBe(false);
  });

  it("never repeats an absolute path in an answer", () => {
    expect(shownPath("/etc/hostname")).toBe("an absolute path");
    expect(shownPath(".env")).toBe('".env"');
  });
});

describe("decap-server's answers, named from the repository root", () => {
  it("renames entries and media files, alone or listed, and leaves the rest", () => {
    expect(withRepoPaths([{ data: "{}", file: { path: "vehicles/a.json", id: "1" } }])).toEqual([
      { data: "{}", file: { path: "content/vehicles/a.json", id: "1" } },
    ]);
    expect(withRepoPaths({ id: "2", path: "vehicles/photos/a.jpg", name: "a.jpg" })).toEqual({
      id: "2",
      path: "content/vehicles/photos/a.jpg",
      name: "a.jpg",
    });
    expect(withRepoPaths({ message: "entry persisted" })).toEqual({ message: "entry persisted" });
    expect(withRepoPaths({ error: "Unknown error" })).toEqual({ error: "Unknown error" });
    expect(withRepoPaths(null)).toBeNull();
  });
});
