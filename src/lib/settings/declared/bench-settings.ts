// The benchmark (bench/README.md): what `npm run bench` and its `bench:*` parts read.
import type { SettingDeclaration } from "../setting-declaration";

type BenchSetting = Omit<SettingDeclaration, "group" | "readBy" | "secret">;

/** A benchmark knob: read by the benchmark alone, never a secret. */
const bench = <const Setting extends BenchSetting>(setting: Setting) =>
  ({ ...setting, group: "bench", readBy: ["bench"], secret: false }) as const;

export const BENCH_SETTINGS = [
  bench({
    name: "BENCH_QUICK",
    default: "unset",
    meaning:
      "`1`: a short run (200 and 1,000 vehicles, 1 Lighthouse run, 1 main-thread profile per page, 10 " +
      "interactions, no CPU slowdown for the filter timing), written to `bench/tmp/RESULTS-quick.md`",
  }),
  bench({
    name: "BENCH_COUNTS",
    default: "`1000,5000` (quick: `200,1000`)",
    meaning: "generated inventory sizes; the largest gets Lighthouse, the main-thread profile and the filter timing",
  }),
  bench({
    name: "BENCH_LH_RUNS",
    default: "`5` (quick: `1`)",
    meaning: "Lighthouse runs per page (`npm run bench`, `bench:templates`); the median is reported",
  }),
  bench({
    name: "BENCH_MAIN_THREAD_RUNS",
    default: "`3` (quick: `1`)",
    meaning: "first visits profiled per page at 4x CPU slowdown",
  }),
  bench({
    name: "BENCH_PROFILE_DUMP",
    default: "unset",
    meaning: "a folder for the raw CPU profiles of the main-thread runs",
  }),
  bench({ name: "BENCH_PROFILE_THROTTLE", default: "`4`", meaning: "`bench/profile-pages.ts` only: its CPU slowdown" }),
  bench({
    name: "BENCH_INTERACTIONS",
    default: "`30` (quick: `10`)",
    meaning: "timed interactions per search control",
  }),
  bench({
    name: "BENCH_CPU_THROTTLE",
    default: "`1,4` (quick, and `bench:filter`: `1`)",
    meaning: "CPU slowdowns for the filter timing",
  }),
  bench({
    name: "BENCH_FILTER_ROUNDS",
    default: "`2`",
    meaning: "`npm run bench:filter`: rounds over the builds, alternating their order (A B, then B A)",
  }),
  bench({
    name: "BENCH_INDEX_COUNTS",
    default: "`5000,20000`",
    meaning: "`npm run bench:index`: generated inventory sizes whose index bytes and filter-change time are measured",
  }),
  bench({
    name: "BENCH_INDEX_CHANGES",
    default: "`200`",
    meaning: "`npm run bench:index`: filter changes timed at each size (median and p90)",
  }),
  bench({
    name: "BENCH_INDEX_URLS",
    default: "`serve:prod`",
    meaning:
      "`npm run bench:index`: the card photos' URLs the photo chunks hold: serve:prod's (`/_gatsby/image/…`), or " +
      "`netlify` for Netlify Image CDN's",
  }),
  bench({ name: "BENCH_PHOTOS", default: "`8`", meaning: "photo files the generated inventories share" }),
  bench({
    name: "BENCH_PORT",
    default: "`9104`",
    meaning: "port the benchmark serves a build on, on localhost (`serve:prod`; `gatsby serve` for the floor)",
  }),
  bench({
    name: "BENCH_PHOTOS_COUNTS",
    default: "`40,200`",
    meaning:
      "`npm run bench:photos`: lot sizes built cold with one photo a car and with `BENCH_PHOTOS_PER_VEHICLE`, " +
      "side by side",
  }),
  bench({
    name: "BENCH_PHOTOS_PER_VEHICLE",
    default: "`20`",
    meaning: "`npm run bench:photos`: distinct photos a car in the larger builds",
  }),
  bench({
    name: "BENCH_PHOTOS_ROUNDS",
    default: "`1`",
    meaning: "`npm run bench:photos`: `2` builds each pair twice, in A B B A order",
  }),
  bench({
    name: "BENCH_PHOTOS_WARM_COUNT",
    default: "`1000`",
    meaning:
      "`npm run bench:photos`: the lot built cold, then again after one price change (the warm rebuild), and " +
      "whose image service is timed; `0` leaves it out",
  }),
  bench({
    name: "BENCH_PHOTOS_SERVICE_PHOTOS",
    default: "`40`",
    meaning: "`npm run bench:photos`: photos whose sizes are timed on serve:prod",
  }),
  bench({
    name: "BENCH_SERVE_SECONDS",
    default: "`10`",
    meaning: "`npm run bench:serve`: seconds of load per path and server",
  }),
  bench({
    name: "BENCH_SERVE_SOAK_SECONDS",
    default: "`60`",
    meaning: "`npm run bench:serve`: seconds of mixed load before each server's memory is read",
  }),
  bench({
    name: "BENCH_TEMPLATES_BEFORE",
    default: "unset",
    meaning:
      "`npm run bench:templates`: another project folder with its own built `public/` (for example a `git " +
      "worktree` of the previous commit); the pages the budgets name are measured there too, side by side",
  }),
  bench({
    name: "BENCH_LANGUAGES_COUNT",
    default: "`5000`",
    meaning: "`npm run bench:languages`: vehicles in the inventory built in one language and in two",
  }),
  bench({
    name: "BENCH_LEADS",
    default: "`1000`",
    meaning: "`npm run bench:leads`: leads posted into each store, then drained by `leads:send`",
  }),
  bench({
    name: "BENCH_PUBLIC",
    default: "`public`",
    meaning: "`npm run bench:reliability`: the build the load part serves (run `npm run build` first)",
  }),
  bench({
    name: "BENCH_CRASH_KILLS",
    default: "`300`",
    meaning: "`npm run bench:reliability`: SIGKILLs of `serve:prod` on a folder outbox",
  }),
  bench({
    name: "BENCH_CRASH_KILLS_S3",
    default: "`100`",
    meaning: "`npm run bench:reliability`: SIGKILLs of `serve:prod` on an S3 outbox (s3rver)",
  }),
  bench({
    name: "BENCH_CRASH_KILLS_FUNCTION",
    default: "`100`",
    meaning: "`npm run bench:reliability`: SIGKILLs of `gatsby serve`'s compiled lead function",
  }),
  bench({
    name: "BENCH_LOAD_SECONDS",
    default: "`20`",
    meaning: "`npm run bench:reliability`: seconds of load on each static page",
  }),
  bench({
    name: "BENCH_LOAD_CONNECTIONS",
    default: "`20`",
    meaning: "`npm run bench:reliability`: connections of that load",
  }),
  bench({
    name: "BENCH_CRAWL_CONCURRENCY",
    default: "`8`",
    meaning: "`npm run bench:reliability`: photo sizes the crawler asks for at a time",
  }),
  bench({
    name: "BENCH_SHOPPERS",
    default: "`200`",
    meaning: "`npm run bench:reliability`: leads posted at once, each from its own address",
  }),
  bench({
    name: "BENCH_IMAGE_CACHE_MB",
    default: "`8`",
    meaning: "`npm run bench:reliability`: the image cache's limit during the crawl, small enough to be reached",
  }),
  bench({
    name: "BENCH_REUSE",
    default: "unset",
    meaning: "`1`: keep the builds already in `bench/tmp/` and only measure again",
  }),
  bench({
    name: "BENCH_RESULTS",
    default: "`bench/RESULTS.md`",
    meaning: "where `npm run bench` and its `bench:*` parts write their report",
  }),
] as const satisfies readonly SettingDeclaration[];
