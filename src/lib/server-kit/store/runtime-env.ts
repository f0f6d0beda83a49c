type Env = Record<string, string | undefined>;

/**
 * The process environment at run time. Gatsby compiles functions with webpack's DefinePlugin, which
 * replaces `process.env.X` with its build-time value; reading through globalThis keeps LEAD_* secrets
 * out of the compiled bundle and lets the host set them when the server starts.
 */
export function runtimeEnv(): Env {
  const processObject = (globalThis as { process?: { env?: Env } }).process;
  return processObject?.env ?? {};
}
