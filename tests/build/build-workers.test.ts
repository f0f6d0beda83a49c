// How many workers Gatsby gets: one per physical core (Gatsby's own default leaves one core idle).
import { createRequire } from "node:module";
import { gatsbyCpuCount } from "../../gatsby/platform/build-workers";

// gatsby-core-utils' ES build imports its files without extensions, which Node refuses: load the CommonJS one,
// as Gatsby does.
const { cpuCoreCount } = createRequire(import.meta.url)("gatsby-core-utils") as {
  cpuCoreCount: (ignoreEnvVar?: boolean) => number;
};

describe("gatsbyCpuCount", () => {
  it("asks for one more core than the machine has", () => {
    expect(gatsbyCpuCount({}, 2)).toBe("3");
    expect(gatsbyCpuCount({}, 8)).toBe("9");
    expect(gatsbyCpuCount({}, 0)).toBe("2");
  });

  it("keeps a count the build environment set, including Gatsby's named ones", () => {
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "1" }, 8)).toBe("1");
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "logical_cores" }, 8)).toBe("logical_cores");
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: " " }, 2)).toBe("3");
  });

  it("gives Gatsby's worker pool one worker per physical core", () => {
    const before = process.env.GATSBY_CPU_COUNT;
    delete process.env.GATSBY_CPU_COUNT;
    try {
      const physical = cpuCoreCount(true);
      process.env.GATSBY_CPU_COUNT = gatsbyCpuCount(process.env, physical);
      // Gatsby's pool: Math.max(1, cpuCoreCount() - 1) workers (gatsby/dist/utils/worker/pool.js).
      expect(Math.max(1, cpuCoreCount() - 1)).toBe(physical);
    } finally {
      if (before === undefined) delete process.env.GATSBY_CPU_COUNT;
      else process.env.GATSBY_CPU_COUNT = before;
    }
  });
});
