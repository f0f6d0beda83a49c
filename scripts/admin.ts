/**
 * Local content editing: starts the editor's local backend (Decap's file-system API behind our loopback-only,
 * content/-only checks; scripts/editor-backend) and `gatsby develop`, and stops both on Ctrl+C or when
 * gatsby develop stops.
 *   npm run admin                      # then open http://localhost:8000/admin/
 *   npm run admin -- --port 8400       # arguments go to gatsby develop
 *   DECAP_SERVER_PORT=8082 npm run admin
 *   npm run admin:backend              # the backend alone, for the editor of a production build on :9000
 * Saves are written to the files in content/ of this folder; commit them with git as usual.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readAdminBackend } from "../src/lib/admin/backend-env";
import { loopbackOrigins } from "../src/lib/admin/local-backend-rules";
import { startEditorBackend, type EditorBackend } from "./editor-backend/server";
import { setting } from "../src/lib/settings/setting";

const root = path.resolve(__dirname, "..");
const { localBackendUrl } = readAdminBackend();
const backendPort = Number(new URL(localBackendUrl).port);
const backendOnly = process.argv[2] === "--backend-only";
const developArgs = process.argv.slice(backendOnly ? 3 : 2);
const portFlag = developArgs.findIndex((arg) => arg === "--port" || arg === "-p");
const developPort = Number((portFlag >= 0 && developArgs[portFlag + 1]) || "8000");
// `npm run serve` (a production build) is on 9000; gatsby develop on its --port.
const editorPort = backendOnly ? Number(setting(process.env, "EDITOR_SITE_PORT") || 9000) : developPort;

let backend: EditorBackend | undefined;
let develop: ChildProcess | undefined;
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  if (develop?.exitCode === null) develop.kill("SIGTERM");
  void backend?.close();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
// The backend awaits everything it starts for a request and answers a failure with 500; should decap-server
// ever leave work running after it answered (its rename did; the backend refuses renames), a failure there is
// logged, and the editing session goes on instead of ending with it.
process.on("unhandledRejection", (reason: unknown) => {
  console.error(
    `admin: ${reason instanceof Error ? reason.message : String(reason)} (logged; the backend keeps running)`,
  );
});

async function main(): Promise<void> {
  backend = await startEditorBackend({
    repoDir: root,
    port: backendPort,
    editorOrigins: loopbackOrigins([editorPort]),
  });
  console.log(
    `admin: the editor's backend listens on ${backend.addresses.join(" and ")} port ${backendPort}, for the editor at http://localhost:${editorPort}/admin/ only, and serves content/ only.`,
  );
  if (backendOnly) return;
  develop = spawn(process.execPath, [require.resolve("gatsby/cli.js", { paths: [root] }), "develop", ...developArgs], {
    cwd: root,
    stdio: "inherit",
  });
  develop.on("error", (error) => {
    console.error(`admin: gatsby develop could not start: ${error.message}`);
    stopAll(1);
  });
  develop.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`admin: gatsby develop stopped (${signal ?? `exit code ${code}`}); stopping the backend too.`);
    stopAll(code ?? 1);
  });
  console.log(`admin: the editor opens at http://localhost:${developPort}/admin/ once gatsby develop is ready.`);
}

main().catch((error: Error) => {
  console.error(`admin: the editor's backend could not start: ${error.message}`);
  stopAll(1);
});
