// `npm run serve:prod`: the built site (public/) and the lead function on one Node.js server, for a Linux host
// behind a TLS reverse proxy (deploy/, docs/deployment.md). PORT and HOST from the environment
// (127.0.0.1:9000 by default); `-- --public-dir <folder>` serves another build. SIGTERM or SIGINT stops it
// gracefully (scripts/serve-prod/start-server.ts): exit code 0 when every request in flight finished.
// It runs as `node --import tsx`, one process, so a signal reaches the server once (no wrapper relaying it).
import path from "node:path";
import { parseArgs } from "node:util";
import { listenAddress } from "../src/lib/server/listen-address";
import { startSiteServer } from "./serve-prod/start-server";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "public-dir": { type: "string", default: "public" } } });
  // Like gatsby serve: the lead function runs in production mode unless told otherwise.
  process.env.NODE_ENV ||= "production";
  const server = await startSiteServer({
    ...listenAddress(process.env),
    publicDir: path.resolve(values["public-dir"]),
  });
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now"; a repeated SIGTERM changes nothing (systemd sends SIGKILL when it gives up).
    if (stopping) {
      if (signal === "SIGINT") process.exit(1);
      return;
    }
    stopping = true;
    console.info(`serve:prod: ${signal} received`);
    void server.stop().then((finished) => process.exit(finished ? 0 : 1));
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

main().catch((error: unknown) => {
  console.error(`serve:prod: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
