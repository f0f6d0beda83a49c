/**
 * Local content editing: starts decap-server (Decap CMS's local Git proxy, writing straight into content/)
 * and `gatsby develop`, together, and stops both when either stops or on Ctrl+C.
 *   npm run admin                      # then open http://localhost:8000/admin/
 *   npm run admin -- --port 8400       # arguments go to gatsby develop
 *   DECAP_SERVER_PORT=8082 npm run admin
 * Saves are written to the files in content/ of this folder; commit them with git as usual.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { readAdminBackend } from "../src/lib/admin/backend-env";

const root = path.resolve(__dirname, "..");
const { localBackendUrl } = readAdminBackend();
const decapPort = new URL(localBackendUrl).port;
const developArgs = process.argv.slice(2);
const portFlag = developArgs.findIndex((arg) => arg === "--port" || arg === "-p");
const developPort = (portFlag >= 0 && developArgs[portFlag + 1]) || "8000";

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("error", (error) => {
    console.error(`admin: ${name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`admin: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`);
    stopAll(code ?? 1);
  });
  return child;
}

let stopping = false;
const children: ChildProcess[] = [];
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

children.push(
  start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js", { paths: [root] })], {
    PORT: decapPort,
    BIND_HOST: "localhost",
    GIT_REPO_DIRECTORY: root,
    MODE: "fs",
  }),
  start(
    "gatsby develop",
    process.execPath,
    [require.resolve("gatsby/cli.js", { paths: [root] }), "develop", ...developArgs],
    {},
  ),
);
console.log(
  `admin: decap-server on ${localBackendUrl}; the editor opens at http://localhost:${developPort}/admin/ once gatsby develop is ready.`,
);
