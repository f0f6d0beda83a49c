// The editor's local backend in a process of its own, for a test that must see whether a request stops it:
// `node --import tsx tests/admin/support/editor-backend-process.ts <repoDir> <port> <editorOrigin>`. It prints
// one "listening" line when it answers, every refusal it logs, and nothing else. Started with an IPC channel, it
// answers the message "settled?" with "settled" once no file operation of its own is pending: whatever a request
// started on disk, before or after its answer, has then finished (or failed, and stopped the process).
import { startEditorBackend } from "../../../scripts/editor-backend/server";

const [repoDir, port, editorOrigin] = process.argv.slice(2);

startEditorBackend({
  repoDir,
  port: Number(port),
  editorOrigins: [editorOrigin],
  log: (line) => console.log(line),
}).then(
  (backend) => console.log(`listening ${backend.url}`),
  (error: Error) => {
    console.error(`could not start: ${error.message}`);
    process.exit(1);
  },
);

// Checked after each turn of the event loop: a file operation's callback, and the promise reactions that start the
// next one or fail on its error, run before the check comes round again.
const fileOperationPending = () => process.getActiveResourcesInfo().some((resource) => resource.startsWith("FSReq"));
process.on("message", (message) => {
  if (message !== "settled?") return;
  const check = () => (fileOperationPending() ? setImmediate(check) : process.send?.("settled"));
  check();
});
