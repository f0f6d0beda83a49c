// How many kills a crash test makes: small in `npm test`, the full count from `npm run bench:reliability`.
import { setting, type SettingName } from "../../../src/lib/settings/setting";

export function crashKills(variable: SettingName, fallback: number): number {
  const raw = setting(process.env, variable)?.trim();
  if (!raw) return fallback;
  const kills = Number(raw);
  if (!Number.isInteger(kills) || kills < 1) throw new Error(`${variable} must be a whole number of at least 1`);
  return kills;
}

/** CRASH_SEED, to run a failed crash test again as it was; a new random seed otherwise. */
export function crashSeed(): number | undefined {
  const raw = process.env.CRASH_SEED?.trim();
  return raw ? Number(raw) : undefined;
}
