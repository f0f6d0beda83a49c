/**
 * How every outbox command (`npm run leads:*`, `alerts:*`) starts and ends: content/site.json read from CONTENT_DIR,
 * and the exit status: what the command returns (0 done, 1 something needs attention, 2 a setup problem), or 2
 * with one line when it throws.
 */
import fs from "node:fs";
import path from "node:path";
import { loadAllTextTables } from "../src/locales/text-tables";
import { setting, type Env } from "../src/lib/settings/setting";

// Every language's text tables, which src/lib reads from a store (src/lib/i18n/text-tables.ts).
loadAllTextTables();

/** content/site.json (or CONTENT_DIR's) as the command needs it. */
export function readSiteJson<T>(env: Env): T {
  return JSON.parse(
    fs.readFileSync(path.join(path.resolve(setting(env, "CONTENT_DIR") || "content"), "site.json"), "utf8"),
  ) as T;
}

export function runCommand(name: string, run: () => Promise<number>): void {
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // The error's name and code, not its message: a store's error may quote a request.
      const { name: kind = "Error", code } = (error ?? {}) as { name?: string; code?: string };
      console.error(`${name}: failed (${kind}${code ? ` ${code}` : ""}): ${(error as Error).message ?? ""}`);
      process.exit(2);
    },
  );
}
