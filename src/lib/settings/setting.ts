// The one way the site's code reads an environment variable: by a declared name (settings.ts), from the
// environment it is handed (process.env in Node, runtimeEnv() in a compiled function, a record in a test).
// Browser code is the exception: webpack inlines only a literal `process.env.GATSBY_X`, so pages keep that form,
// and tests/settings/ checks those names against the declarations instead.
import type { SettingName } from "./settings";

export type { SettingName };

export type Env = Readonly<Record<string, string | undefined>>;

/** The variable as the environment holds it: undefined when unset, untrimmed. */
export const setting = (env: Env, name: SettingName): string | undefined => env[name];
