// Every environment variable the site, its functions, serve:prod, its commands, the tests and the benchmark read,
// declared once: read them by these names (setting.ts), and docs/configuration.md is written from here
// (`npm run docs:configuration`). tests/settings/ fails on a read of a name missing here, and on a name here
// that nothing reads.
import { ALERT_SETTINGS } from "./declared/alert-settings";
import { ANALYTICS_SETTINGS } from "./declared/analytics-settings";
import { BENCH_SETTINGS } from "./declared/bench-settings";
import { EDITOR_SETTINGS } from "./declared/editor-settings";
import { IMPORT_SETTINGS } from "./declared/import-settings";
import { LEAD_SETTINGS } from "./declared/lead-settings";
import { PLATFORM_SETTINGS } from "./declared/platform-settings";
import { SERVER_SETTINGS } from "./declared/server-settings";
import { SITE_SETTINGS } from "./declared/site-settings";
import { TEST_SETTINGS } from "./declared/test-settings";

export const SETTINGS = [
  ...SITE_SETTINGS,
  ...ANALYTICS_SETTINGS,
  ...EDITOR_SETTINGS,
  ...SERVER_SETTINGS,
  ...LEAD_SETTINGS,
  ...ALERT_SETTINGS,
  ...IMPORT_SETTINGS,
  ...PLATFORM_SETTINGS,
  ...TEST_SETTINGS,
  ...BENCH_SETTINGS,
] as const;

/** `LEAD_TO_<LOT>` → `LEAD_TO_${string}`: the names a family covers, as a type. */
type NamesOf<Name extends string> = Name extends `${infer Head}<${string}>` ? `${Head}${string}` : Name;

/** A declared variable's name: a read by any other name is a type error. */
export type SettingName = NamesOf<(typeof SETTINGS)[number]["name"]>;
