// The editor's local backend in a process of its own, for a test that must see whether a request stops it:
// `node --import tsx tests/admin/support/editor-backend-process.ts <repoDir> <port> <editorOrigin>`. It prints
// one "listening" line when it answers, every refusal it logs, and nothing else.
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
