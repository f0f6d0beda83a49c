// `npx tsx bench/profile-pages.ts [origin] [publicDir] [path...]`: the main-thread profile of pages of a
// build already being served (see bench/main-thread.ts), printed as JSON. The bench runs the same profile.
// BENCH_PROFILE_THROTTLE sets the CPU slowdown (default 4); BENCH_PROFILE_DUMP=<folder> also keeps each raw
// CPU profile there as <page>-<slowdown>x.cpuprofile.
import path from "node:path";
import { launchBrowser } from "./phone-browser";
import { profileMainThread } from "./main-thread";
import { profileDumpFile } from "./main-thread-summary";

async function main(): Promise<void> {
  const [origin = "http://localhost:9000", publicDir = "public", ...paths] = process.argv.slice(2);
  const throttle = Number(process.env.BENCH_PROFILE_THROTTLE || 4);
  if (!Number.isFinite(throttle) || throttle < 1)
    throw new Error(
      `BENCH_PROFILE_THROTTLE: expected a slowdown of 1 or more, got "${process.env.BENCH_PROFILE_THROTTLE}"`,
    );
  const dumpDir = process.env.BENCH_PROFILE_DUMP?.trim()
    ? path.resolve(process.env.BENCH_PROFILE_DUMP.trim())
    : undefined;
  const browser = await launchBrowser();
  try {
    for (const pagePath of paths.length > 0 ? paths : ["/"]) {
      const dumpFile = dumpDir ? profileDumpFile(dumpDir, [pagePath], throttle) : undefined;
      const profile = await profileMainThread(browser, `${origin}${pagePath}`, publicDir, throttle, { dumpFile });
      console.log(JSON.stringify(profile, null, 1));
      if (dumpFile) console.error(`CPU profile: ${dumpFile}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
