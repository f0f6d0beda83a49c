import { splitFeatures, splitPhotoList } from "../../src/lib/feed-import/split-lists";

describe("lists in one cell", () => {
  it.each([
    ["https://cdn.example/1.jpg|https://cdn.example/2.jpg", "|"],
    ["https://cdn.example/1.jpg;https://cdn.example/2.jpg", ";"],
    ["https://cdn.example/1.jpg,https://cdn.example/2.jpg", ","],
    ["https://cdn.example/1.jpg https://cdn.example/2.jpg", "space"],
    ["https://cdn.example/1.jpg\nhttps://cdn.example/2.jpg", "line break"],
    [" https://cdn.example/1.jpg ; https://cdn.example/2.jpg ", "; with spaces"],
  ])("photo URLs separated by %s", (cell) => {
    expect(splitPhotoList(cell)).toEqual(["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"]);
  });

  it("keeps a comma or semicolon that belongs to a URL", () => {
    expect(splitPhotoList("https://cdn.example/img?size=640,480;q=80,https://cdn.example/img?id=2")).toEqual([
      "https://cdn.example/img?size=640,480;q=80",
      "https://cdn.example/img?id=2",
    ]);
  });

  it("splits local file names on any of the separators", () => {
    expect(splitPhotoList("photos/a.jpg,photos/b.png; c.webp|d.JPG")).toEqual([
      "photos/a.jpg",
      "photos/b.png",
      "c.webp",
      "d.JPG",
    ]);
  });

  it("options: one separator throughout, tidied and without repeats", () => {
    expect(splitFeatures("Backup Camera, Bluetooth ,bluetooth,  Heated   Seats")).toEqual([
      "Backup Camera",
      "Bluetooth",
      "Heated Seats",
    ]);
    expect(splitFeatures("Power Seats, Driver|Sunroof")).toEqual(["Power Seats, Driver", "Sunroof"]);
    expect(splitFeatures("Navigation;Sunroof")).toEqual(["Navigation", "Sunroof"]);
    expect(splitFeatures("Navigation")).toEqual(["Navigation"]);
  });
});
