import { withImageSizes } from "../../src/lib/inventory/card-image";
import { CARD_IMAGE_SIZES } from "../../src/lib/images/photo-sizes";
import {
  encodeCardPhotoChunks,
  PHOTO_CHUNK_ROWS,
  PHOTO_CHUNK_VERSION,
} from "../../src/lib/inventory/card-photo-chunks";
import {
  decodeInventoryIndexInSlices,
  encodeInventoryIndex,
  type IndexSourceVehicle,
} from "../../src/lib/inventory/index-format";
import { cardDataCache } from "../../src/lib/vehicle-pages/card-data";
import { cardPhoto, digestOf } from "../support/card-photo";
import { listedInventory } from "./fixtures";

/** The index and its photo chunks as the build writes them, and a fetch of a chunk by its name that counts calls. */
function encodeWithPhotos(sources: IndexSourceVehicle[]) {
  const chunks = encodeCardPhotoChunks(sources).map((chunk) => JSON.parse(JSON.stringify(chunk)) as unknown);
  const names = chunks.map((_, at) => `card-photos-${at}.json`);
  const file = JSON.parse(JSON.stringify(encodeInventoryIndex(sources, undefined, names))) as unknown;
  const fetched: string[] = [];
  const fetchChunk = (name: string) => {
    fetched.push(name);
    return Promise.resolve(chunks[names.indexOf(name)]);
  };
  return { file, chunks, names, fetched, fetchChunk };
}

const SIZES = "(min-width: 1024px) 30vw, 100vw";

describe("inventory index", () => {
  const vehicles = listedInventory(300);
  let sources: IndexSourceVehicle[];
  beforeAll(async () => {
    sources = await Promise.all(
      vehicles.map(async ({ path: _p, imageRef: _i, ...vehicle }, index) => ({
        ...vehicle,
        image: index % 50 === 7 ? null : await cardPhoto(digestOf(`car ${index}`), `car-${index}.jpg`),
      })),
    );
  });

  it("round-trips every field a card or filter needs, and the photo or its absence", async () => {
    expect(sources.filter((source) => source.image === null)).toHaveLength(6);
    const { file, fetchChunk } = encodeWithPhotos(sources);
    const decoded = await decodeInventoryIndexInSlices(file, undefined, undefined, fetchChunk);
    expect(decoded.vehicles).toHaveLength(300);
    expect(await decoded.loadPhotos(decoded.vehicles)).toBe(true);
    decoded.vehicles.forEach((vehicle, index) => {
      const { image, ...expected } = sources[index];
      const { imageRef, path, ...actual } = vehicle;
      expect(actual).toEqual(expected);
      expect(path).toBe(vehicles[index].path);
      expect(imageRef === -1, path).toBe(!image);
      expect(decoded.imageOf(vehicle, SIZES)).toEqual(image ? withImageSizes(image, SIZES) : undefined);
      expect(decoded.photoPending(vehicle)).toBe(false);
    });
  });

  it("keeps the card photos out of the index, in chunks fetched once for the vehicles shown", async () => {
    const { file, names, fetched, fetchChunk } = encodeWithPhotos(sources);
    expect(names).toHaveLength(Math.ceil(300 / PHOTO_CHUNK_ROWS));
    expect(JSON.stringify(file)).not.toContain("car-1");
    // Each chunk holds its photos compact: a content digest and a file name each, the sizes once.
    for (const chunk of encodeCardPhotoChunks(sources)) {
      expect(chunk.shapes).toHaveLength(1);
      for (const image of chunk.img) expect(image === 0 || Array.isArray(image)).toBe(true);
    }
    const decoded = await decodeInventoryIndexInSlices(file, undefined, undefined, fetchChunk);
    const [first, later] = [decoded.vehicles[1], decoded.vehicles[PHOTO_CHUNK_ROWS * 2 + 3]];
    expect(decoded.imageOf(first, SIZES)).toBeUndefined();
    expect(decoded.photoPending(first)).toBe(true);
    const cardOf = cardDataCache(decoded);
    const waiting = cardOf(first);
    expect(waiting).toMatchObject({ photoPending: true });
    expect(waiting).not.toHaveProperty("image");

    expect(await decoded.loadPhotos([first, later, decoded.vehicles[2]])).toBe(true);
    expect(fetched).toEqual([names[0], names[2]]);
    expect(decoded.imageOf(first, SIZES)).toEqual(withImageSizes(sources[1].image!, SIZES));
    expect(decoded.photoPending(decoded.vehicles[PHOTO_CHUNK_ROWS])).toBe(true);
    // The card waiting for its photo is made again, with it; a chunk here is not fetched again.
    expect(cardOf(first)).not.toBe(waiting);
    expect(cardOf(first).image).toEqual(withImageSizes(sources[1].image!, CARD_IMAGE_SIZES));
    expect(await decoded.loadPhotos([first])).toBe(false);
    expect(fetched).toHaveLength(2);
  });

  it("refuses a chunk that does not fit, and fetches it again on the next request", async () => {
    const { file, names } = encodeWithPhotos(sources);
    let calls = 0;
    const decoded = await decodeInventoryIndexInSlices(file, undefined, undefined, () => {
      calls += 1;
      return Promise.resolve(
        calls === 1 ? { v: PHOTO_CHUNK_VERSION, shapes: [], img: [0] } : encodeCardPhotoChunks(sources)[0],
      );
    });
    await expect(decoded.loadPhotos([decoded.vehicles[0]])).rejects.toThrow(
      new RegExp(`${names[0]}: expected ${PHOTO_CHUNK_ROWS} photos`),
    );
    expect(decoded.photoPending(decoded.vehicles[0])).toBe(true);
    expect(await decoded.loadPhotos([decoded.vehicles[0]])).toBe(true);
    expect(decoded.imageOf(decoded.vehicles[0], SIZES)).toBeDefined();
  });

  it("shows no photo, and waits for none, without chunks", async () => {
    const decoded = await decodeInventoryIndexInSlices(JSON.parse(JSON.stringify(encodeInventoryIndex(sources))));
    expect(decoded.photoPending(decoded.vehicles[0])).toBe(false);
    expect(await decoded.loadPhotos(decoded.vehicles)).toBe(false);
    expect(decoded.imageOf(decoded.vehicles[0], SIZES)).toBeUndefined();
  });

  it("writes the columns that go together as one, and the VIN in parts, and reads them back", () => {
    const file = encodeInventoryIndex(sources);
    const [models] = file.joint;
    expect(models.columns).toEqual(expect.arrayContaining(["make", "model"]));
    for (const name of file.joint.flatMap((group) => group.columns)) expect(file.col).not.toHaveProperty(name);
    expect(models.tuples.length).toBeLessThan(sources.length / 2);
    expect(file.col).not.toHaveProperty("vin");
    expect(() => encodeInventoryIndex(sources, undefined, ["only-one.json"])).toThrow(/5 photo chunks, got 1/);
  });

  it("is compact: well under 100 bytes a vehicle before compression", () => {
    const json = JSON.stringify(encodeInventoryIndex(sources));
    expect(json.length / sources.length).toBeLessThan(100);
  });

  it("says what is wrong with a damaged or foreign file", async () => {
    const file = JSON.parse(JSON.stringify(encodeInventoryIndex(sources.slice(0, 3))));
    await expect(decodeInventoryIndexInSlices(null)).rejects.toThrow(/expected a JSON object/);
    await expect(decodeInventoryIndexInSlices({ ...file, v: 99 })).rejects.toThrow(/format version 2, got 99/);
    await expect(decodeInventoryIndexInSlices({ ...file, col: { ...file.col, price: [1] } })).rejects.toThrow(
      /column price has 1 entries, expected 3/,
    );
    await expect(decodeInventoryIndexInSlices({ ...file, col: { ...file.col, body: [0, 0, 40] } })).rejects.toThrow(
      /row 2: body refers to entry 40/,
    );
    await expect(
      decodeInventoryIndexInSlices({
        ...file,
        col: { ...file.col, joint0: [0, 0, 40] },
        joint: [{ column: "joint0", columns: ["make"], tuples: [["Honda"]] }],
      }),
    ).rejects.toThrow(/row 2: joint0 refers to combination 40/);
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
