// Where alerts live: an `alerts/` area of the outbox the site already uses (LEAD_OUTBOX_URL), so a dealer sets up no
// second store. A folder gets an `alerts` subfolder (the lead outbox reads only the files at its top), an object
// store the key prefix `alerts/` beside `leads/` and `claims/` (which the outbox lists by prefix). Keys are paths of
// plain names: `subscriptions/<address tag>/<id>.json`. Every write is whole or absent.
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { writeAtomically } from "../../server-kit/store/atomic-write";
import { netlifyBlobsBackend } from "../../server-kit/store/netlify-blobs-store";
import type { ObjectBackend } from "../../server-kit/store/object-outbox";
import type { Env, OutboxLocation } from "../../server-kit/store/outbox-location";
import { s3Backend, s3Label } from "../../server-kit/store/s3-store";

export interface AlertKv {
  /** Where, for logs (never a secret). */
  readonly label: string;
  get(key: string): Promise<string | undefined>;
  put(key: string, text: string): Promise<void>;
  /** No error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (all pages), relative to the alerts area, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * The store's time when this machine's clock says `localNow`: the clock every sender shares, for dating its lock
   * (an object store's, measured once; a folder's is this machine's own).
   */
  now(localNow: number): Promise<number>;
}

const AREA = "alerts";
const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === ".."))
    throw new Error(`not an alert key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The `alerts` folder inside a `file:` outbox; owner-only, like the outbox. */
function fileAlertKv(outboxDir: string): AlertKv {
  const root = path.join(outboxDir, AREA);
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split("/"));
  async function walk(dir: string, prefix: string): Promise<string[]> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue; // a write under way
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) keys.push(...(await walk(path.join(dir, entry.name), key)));
      else if (entry.isFile()) keys.push(key);
    }
    return keys;
  }
  return {
    label: `file:${root}`,
    async get(key) {
      try {
        return await fs.readFile(fileOf(key), "utf8");
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async put(key, text) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.chmod(root, 0o700);
      await writeAtomically(file, text, `.${path.basename(file)}-${randomUUID()}.tmp`);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    // Only the folder the prefix names is walked: one address's lookup reads its own folder, not every address's.
    now: async (localNow) => localNow,
    async list(prefix) {
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const start = folder ? path.join(root, ...checkKey(folder).split("/")) : root;
      return (await walk(start, folder)).filter((key) => key.startsWith(prefix)).sort();
    },
  };
}

/** The `alerts/` prefix of an object store (S3, Netlify Blobs). */
function objectAlertKv(backend: ObjectBackend, label: string, storePrefix = ""): AlertKv {
  const trimmed = storePrefix.replace(/^\/+|\/+$/g, "");
  const root = `${trimmed ? `${trimmed}/` : ""}${AREA}/`;
  // The store's clock as its offset from this machine's, asked once (a store that was down is asked again).
  let offset: Promise<number | undefined> | undefined;
  const offsetAt = (localNow: number) => {
    offset ??= backend.probe
      ? backend
          .probe(`${root}probes/${randomUUID()}`)
          .then(({ storeNow }) => (storeNow === undefined ? undefined : storeNow - localNow))
      : Promise.resolve(undefined);
    offset.catch(() => (offset = undefined));
    return offset;
  };
  return {
    async now(localNow) {
      const measured = await offsetAt(localNow);
      return measured === undefined ? localNow : localNow + measured;
    },
    label: `${label} (${AREA}/)`,
    get: (key) => backend.get(root + checkKey(key)),
    put: (key, text) => backend.put(root + checkKey(key), text),
    delete: (key) => backend.delete(root + checkKey(key)),
    async list(prefix) {
      return (await backend.list(root + prefix))
        .map(({ key }) => key.slice(root.length))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}

/** A store whose every operation rejects with `problem` (a missing region or key): the request gets 503. */
function unusableKv(label: string, problem: string): AlertKv {
  const fail = () => Promise.reject(Object.assign(new Error(problem), { code: "OUTBOX_CONFIG" }));
  return { label, get: fail, put: fail, delete: fail, list: fail, now: fail };
}

/** The alerts area of the outbox a location names. Opening does no I/O. */
export function openAlertKv(location: OutboxLocation, env: Env): AlertKv {
  if (location.kind === "file") return fileAlertKv(location.dir);
  if (location.kind === "netlify-blobs")
    return objectAlertKv(netlifyBlobsBackend(location, env), `netlify-blobs:${location.storeName}`);
  const opened = s3Backend(location, env);
  if ("problem" in opened) return unusableKv(s3Label(location), opened.problem);
  return objectAlertKv(opened.backend, s3Label(location), location.prefix);
}
