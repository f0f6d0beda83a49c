// `npx tsx bench/profile-pages.ts [origin] [publicDir] [path...]`: the main-thread profile of pages of a
// build already being served (see bench/main-thread.ts), printed as JSON. The bench runs the same profile.
import { launchBrowser } from "./phone-browser";
import { profileMainThread } from "./main-thread";

async function main(): Promise<void> {
  const [origin = "http://localhost:9000", publicDir = "public", ...paths] = process.argv.slice(2);
  const throttle = Number(process.env.BENCH_PROFILE_THROTTLE || 4);
  const browser = await launchBrowser();
  try {
    for (const pagePath of paths.length > 0 ? paths : ["/"]) {
      const profile = await profileMainThread(browser, `${origin}${pagePath}`, publicDir, throttle);
      console.log(JSON.stringify(profile, null, 1));
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
