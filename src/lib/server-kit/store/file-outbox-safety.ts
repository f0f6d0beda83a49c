// In production a `file:` outbox must be a folder that outlives the server process: a lead the visitor was
// told arrived must still be there for `npm run leads:send`. Refused: a folder under the system's temporary
// folder (emptied on reboot or instance recycling), a read-only disk, and any folder on a serverless host
// (Netlify, AWS Lambda, Vercel), whose disk is read-only or lost with the instance.
import { constants, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Env } from "./outbox-location";
import { setting } from "../../settings/setting";

const TEMPORARY_ROOTS = ["/tmp", "/var/tmp", "/dev/shm"];

const FIX =
  "set LEAD_OUTBOX_URL to a folder on a lasting disk (file:/var/lib/dealer-site/leads), netlify-blobs:leads or s3://<bucket>/<prefix> " +
  "(docs/deployment.md#where-leads-wait). Until then a lead that cannot be e-mailed gets 503 with the phone number.";

function serverlessHost(env: Env): string | undefined {
  if (setting(env, "NETLIFY") === "true" || setting(env, "NETLIFY_BLOBS_CONTEXT")) return "Netlify";
  if (setting(env, "VERCEL")) return "Vercel";
  if (setting(env, "AWS_LAMBDA_FUNCTION_NAME")) return "AWS Lambda";
  return undefined;
}

const within = (dir: string, root: string) => dir === root || dir.startsWith(`${root.replace(/\/+$/, "")}/`);

/** The nearest folder that exists: `dir` itself, or the parent the outbox would be created in. */
async function nearestExisting(dir: string): Promise<string> {
  let current = dir;
  for (;;) {
    try {
      await fs.stat(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

/**
 * Why `dir` cannot hold leads in production, as one log line naming the fix; undefined when it can, outside
 * production, or with LEAD_OUTBOX_ALLOW_TEMPORARY=yes (test servers that read the outbox back).
 */
export async function fileOutboxProblem(dir: string, env: Env): Promise<string | undefined> {
  if (
    setting(env, "NODE_ENV")?.trim() !== "production" ||
    setting(env, "LEAD_OUTBOX_ALLOW_TEMPORARY")?.trim() === "yes"
  )
    return undefined;
  const where = `the outbox file:${dir}`;
  const host = serverlessHost(env);
  if (host) return `leads: ${where} is on ${host}, where a function's disk does not keep files: ${FIX}`;
  const real = await fs.realpath(await nearestExisting(dir)).catch(() => dir);
  const temporaryRoots = [...TEMPORARY_ROOTS, os.tmpdir(), await fs.realpath(os.tmpdir()).catch(() => os.tmpdir())];
  if (temporaryRoots.some((root) => within(dir, root) || within(real, root)))
    return `leads: ${where} is under the system's temporary folder, which is emptied on restart: ${FIX}`;
  try {
    await fs.access(real, constants.W_OK);
  } catch {
    return `leads: ${where} cannot be written (a read-only disk, or no permission): ${FIX}`;
  }
  return undefined;
}
