// Waiting on a serve:prod process's log: the first line matching a pattern, already written or to come.
import type { ServeProdProcess } from "../../server/support/serve-prod-process";

export function waitForOutput(server: ServeProdProcess, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(server.output());
      if (!match) return false;
      clearTimeout(timer);
      server.child.stdout?.off("data", check);
      server.child.stderr?.off("data", check);
      resolve(match[0]);
      return true;
    };
    const timer = setTimeout(() => {
      server.child.stdout?.off("data", check);
      server.child.stderr?.off("data", check);
      reject(new Error(`no ${pattern} in the server's output:\n${server.output()}`));
    }, timeoutMs);
    if (check()) return;
    server.child.stdout?.on("data", check);
    server.child.stderr?.on("data", check);
  });
}

/** The lines of the server's output that match `pattern`. */
export const linesMatching = (server: ServeProdProcess, pattern: RegExp) =>
  server
    .output()
    .split("\n")
    .filter((line) => pattern.test(line));
