import { buildRatios, renderPhotosSection, type PhotoBuild, type PhotosResults } from "../../bench/photos-report";

const build = (vehicles: number, photosPerVehicle: number, wallMs: number, round = 1): PhotoBuild => ({
  vehicles,
  photosPerVehicle,
  photos: vehicles * photosPerVehicle,
  wallMs,
  cpuMs: wallMs * 1.5,
  publicBytes: 100 * 1024 * 1024,
  loadBefore: 1.5,
  loadAfter: 2.5,
  round,
});

const results = (overrides: Partial<PhotosResults> = {}): PhotosResults => ({
  date: "2026-11-28T04:00:00.000Z",
  commit: "abc1234",
  cores: 2,
  loadAtStart: [1.2, 1.5, 1.8],
  builds: [build(40, 1, 100_000), build(40, 20, 110_000), build(200, 1, 150_000), build(200, 20, 200_000)],
  warm: { vehicles: 1000, photosPerVehicle: 20, coldMs: 400_000, warmMs: 45_000, loadBefore: 1, loadAfter: 1.1 },
  service: {
    photos: 40,
    loadBefore: 1,
    loadAfter: 1.4,
    samples: [
      { kind: "800w WebP slide", firstMs: [60, 80, 100], cachedMs: [2, 3, 4] },
      { kind: "96w WebP thumbnail", firstMs: [20, 30, 40], cachedMs: [1, 2, 3] },
    ],
  },
  ...overrides,
});

describe("the Photos section", () => {
  it("averages each side of a lot over its rounds and divides them", () => {
    expect(
      buildRatios([
        build(40, 1, 100_000, 1),
        build(40, 20, 120_000, 1),
        build(40, 20, 100_000, 2),
        build(40, 1, 80_000, 2),
      ]),
    ).toEqual([
      {
        vehicles: 40,
        perVehicle: 20,
        oneMs: 90_000,
        manyMs: 110_000,
        ratio: 110_000 / 90_000,
        cpuRatio: 110_000 / 90_000,
      },
    ]);
  });

  it("leaves the CPU ratio out when a build lacks its CPU time", () => {
    const [ratio] = buildRatios([build(40, 1, 100_000), { ...build(40, 20, 120_000), cpuMs: undefined }]);
    expect(ratio.ratio).toBe(1.2);
    expect(ratio).not.toHaveProperty("cpuRatio");
  });

  it("judges each target of issue 44", () => {
    const text = renderPhotosSection(results()).join("\n");
    expect(text).toContain(
      "| cold build, 40 vehicles x 20 photos within 1.2x of x 1 photo | 1 min 50 s against 1 min 40 s: x1.10 (CPU time x1.10) | yes |",
    );
    expect(text).toContain(
      "| cold build, 200 vehicles x 20 photos within 1.2x of x 1 photo | 3 min 20 s against 2 min 30 s: x1.33 (CPU time x1.33) | **NO** |",
    );
    expect(text).toContain(
      "| warm rebuild after one price change, 1,000 vehicles x 20 photos <= 60 s | 45.0 s | yes |",
    );
    // Medians over every size: 50 ms first, 2.5 ms cached.
    expect(text).toContain("| image service, first answer of a size (median) <= 300 ms | 50 ms | yes |");
    expect(text).toContain("| image service, answer from its cache (median) <= 10 ms | 2.5 ms | yes |");
    expect(text).toContain("| 800w WebP slide | 3 | 80 ms | 100 ms | 3.0 ms | 4.0 ms |");
  });

  it("says under what load the figures were taken, and whether other work ran", () => {
    // Started busy (1-minute load 1.2 on 2 cores): the wall times carry that load.
    const busy = renderPhotosSection(results()).join("\n");
    expect(busy).toContain("the 1-minute load average was 1.20 when the run started and at most 2.50 around a build");
    expect(busy).toContain("Other work was running at the start");
    // Started quiet: a high load during the builds is their own.
    const quiet = renderPhotosSection(
      results({ loadAtStart: [0.4, 1.5, 1.8], builds: [{ ...build(40, 1, 1), loadAfter: 3.5 }] }),
    ).join("\n");
    expect(quiet).toContain("was 0.40 when the run started and at most 3.50 around a build");
    expect(quiet).toContain("Nothing else ran");
  });

  it("leaves out what the run did not measure", () => {
    const text = renderPhotosSection(results({ warm: undefined, service: undefined })).join("\n");
    expect(text).not.toContain("| warm rebuild");
    expect(text).not.toContain("| image service");
  });
});
