import type { IGatsbyImageData } from "gatsby-plugin-image";
import { expandImage, ImageCompactor, parseSrcSet, withImageSizes } from "../../src/lib/inventory/card-image";
import {
  decodeInventoryIndexInSlices,
  encodeInventoryIndex,
  type IndexSourceVehicle,
} from "../../src/lib/inventory/index-format";
import { listedInventory } from "./fixtures";

const SIZES = "(min-width: 1024px) 30vw, 100vw";

// The shape gatsby-plugin-sharp gives a constrained 640x480 card photo (digests shortened from a real build).
function sharpImage(fileDigest: string, name: string, color = "#a8b0b8"): IGatsbyImageData {
  const url = (args: string, ext: string) => `/static/${fileDigest}/${args}/${name}.${ext}`;
  const set = (ext: string, digests: string[]) =>
    [320, 480, 640].map((w, i) => `${url(digests[i], ext)} ${w}w`).join(",\n");
  return {
    layout: "constrained",
    backgroundColor: color,
    width: 640,
    height: 480,
    images: {
      fallback: {
        src: url("5f3a1", "jpg"),
        srcSet: set("jpg", ["0c2d4", "9e8f7", "5f3a1"]),
        sizes: "(min-width: 640px) 640px, 100vw",
      },
      sources: [
        {
          srcSet: set("avif", ["a1b2c", "d3e4f", "0a9b8"]),
          type: "image/avif",
          sizes: "(min-width: 640px) 640px, 100vw",
        },
        {
          srcSet: set("webp", ["11aa2", "33bb4", "55cc6"]),
          type: "image/webp",
          sizes: "(min-width: 640px) 640px, 100vw",
        },
      ],
    },
  };
}

describe("card images in the index", () => {
  it("shares one shape between photos of the same size and rebuilds each exactly", () => {
    const compactor = new ImageCompactor();
    const a = sharpImage("0366da6de4b513f5712221fd0115fb1e", "2019-honda-civic-h24100-side");
    const b = sharpImage("054b63e972f1140f50e9758c9aadf89b", "photo%20two", "#102030");
    const [ca, cb] = [compactor.compact(a), compactor.compact(b)];
    expect(compactor.shapes).toHaveLength(1);
    expect(expandImage(ca, compactor.shapes, SIZES)).toEqual(withImageSizes(a, SIZES));
    expect(expandImage(cb, compactor.shapes, SIZES)).toEqual(withImageSizes(b, SIZES));
    expect(JSON.stringify(cb).length).toBeLessThan(80);
  });

  it("keeps an image whole when its addresses do not follow the sharp pattern", () => {
    const compactor = new ImageCompactor();
    const cdn: IGatsbyImageData = {
      layout: "constrained",
      width: 640,
      height: 480,
      images: {
        fallback: {
          src: "https://cdn.example/a.jpg?w=640",
          srcSet: "https://cdn.example/a.jpg?w=640 640w",
          sizes: "100vw",
        },
        sources: [],
      },
      placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
    };
    const compact = compactor.compact(cdn);
    expect(compactor.shapes).toHaveLength(0);
    const { placeholder: _placeholder, ...withoutPlaceholder } = cdn;
    expect(expandImage(compact, compactor.shapes, SIZES)).toEqual(withImageSizes(withoutPlaceholder, SIZES));
  });

  it("reads srcset strings and refuses malformed ones", () => {
    expect(parseSrcSet("/a.jpg 320w,\n/b.jpg 640w")).toEqual([
      ["/a.jpg", 320],
      ["/b.jpg", 640],
    ]);
    expect(parseSrcSet("/a.jpg 2x")).toBeNull();
  });
});

describe("inventory index", () => {
  const vehicles = listedInventory(300);
  const sources: IndexSourceVehicle[] = vehicles.map(({ path: _p, imageRef: _i, ...vehicle }, index) => ({
    ...vehicle,
    image: index % 50 === 7 ? null : sharpImage(index.toString(16).padStart(32, "0"), `car-${index}`),
  }));

  it("round-trips every field a card or filter needs, and the photo or its absence", async () => {
    expect(sources.filter((source) => source.image === null)).toHaveLength(6);
    const file = JSON.parse(JSON.stringify(encodeInventoryIndex(sources)));
    const decoded = await decodeInventoryIndexInSlices(file);
    expect(decoded.vehicles).toHaveLength(300);
    decoded.vehicles.forEach((vehicle, index) => {
      const { image, ...expected } = sources[index];
      const { imageRef, path, ...actual } = vehicle;
      expect(actual).toEqual(expected);
      expect(path).toBe(vehicles[index].path);
      expect(imageRef === -1, path).toBe(!image);
      expect(decoded.imageOf(vehicle, SIZES)).toEqual(image ? withImageSizes(image, SIZES) : undefined);
    });
  });

  it("is compact: well under 250 bytes a vehicle before compression", () => {
    const json = JSON.stringify(encodeInventoryIndex(sources));
    expect(json.length / sources.length).toBeLessThan(250);
  });

  it("says what is wrong with a damaged or foreign file", async () => {
    const file = JSON.parse(JSON.stringify(encodeInventoryIndex(sources.slice(0, 3))));
    await expect(decodeInventoryIndexInSlices(null)).rejects.toThrow(/expected a JSON object/);
    await expect(decodeInventoryIndexInSlices({ ...file, v: 99 })).rejects.toThrow(/format version 1, got 99/);
    await expect(decodeInventoryIndexInSlices({ ...file, col: { ...file.col, price: [1] } })).rejects.toThrow(
      /column price has 1 entries, expected 3/,
    );
    await expect(decodeInventoryIndexInSlices({ ...file, col: { ...file.col, make: [0, 0, 40] } })).rejects.toThrow(
      /row 2: make refers to entry 40/,
    );
  });

  it("decodes the same in small slices as in one slice, yielding between slices", async () => {
    const file = JSON.parse(JSON.stringify(encodeInventoryIndex(sources)));
    let clock = 0;
    let yields = 0;
    const sliced = await decodeInventoryIndexInSlices(file, {
      sliceMs: 5,
      now: () => (clock += 1),
      yieldFn: async () => void (yields += 1),
    });
    const whole = await decodeInventoryIndexInSlices(file, { sliceMs: Infinity });
    expect(sliced.vehicles).toEqual(whole.vehicles);
    expect(sliced.imageOf(sliced.vehicles[8], SIZES)).toEqual(whole.imageOf(whole.vehicles[8], SIZES));
    expect(yields).toBeGreaterThan(10);
  });

  it("handles an empty inventory", async () => {
    const decoded = await decodeInventoryIndexInSlices(JSON.parse(JSON.stringify(encodeInventoryIndex([]))));
    expect(decoded.vehicles).toEqual([]);
  });
});

describe("a dealer group's index", () => {
  it("carries each vehicle's lot in a column of its own, and none for a vehicle on no lot", async () => {
    const lots = ["east", "west", "north"];
    const vehicles = listedInventory(40).map((vehicle, index) =>
      index % 10 === 9 ? vehicle : { ...vehicle, location: lots[index % 3] },
    );
    const sources: IndexSourceVehicle[] = vehicles.map(({ path: _p, imageRef: _i, ...vehicle }) => ({
      ...vehicle,
      image: null,
    }));
    const file = encodeInventoryIndex(sources);
    expect(file.dict.location).toEqual(["east", "west", "north"]);
    const decoded = await decodeInventoryIndexInSlices(JSON.parse(JSON.stringify(file)));
    expect(decoded.vehicles.map((vehicle) => vehicle.location)).toEqual(vehicles.map((vehicle) => vehicle.location));
    expect(decoded.vehicles[9]).not.toHaveProperty("location");
    // An empty trim is a trim, not a text left out.
    const trimless = encodeInventoryIndex([{ ...sources[0], trim: "" }]);
    expect((await decodeInventoryIndexInSlices(trimless)).vehicles[0].trim).toBe("");
  });
});
