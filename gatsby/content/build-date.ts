// "Today" for the build: the day price reductions are judged against (a static site shows what was true when it
// was built; the daily rebuild and the import's rebuild refresh it). BUILD_DATE fixes it for tests.
import type { NodePluginArgs } from "gatsby";
import { setting } from "../../src/lib/settings/setting";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function buildDateOrPanic(reporter: NodePluginArgs["reporter"]): string {
  const value = setting(process.env, "BUILD_DATE")?.trim();
  if (!value) return localDate();
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(time) || !new Date(time).toISOString().startsWith(value))
    reporter.panic(`BUILD_DATE: expected a date as YYYY-MM-DD, got "${value}"`);
  return value;
}
