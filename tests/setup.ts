import type { Messages } from "@lingui/core";

// jest-dom matchers and Testing Library's settings, for component tests (files opt into jsdom with
// `// @vitest-environment jsdom`). Loaded only there: importing Testing Library (and React DOM with it) in
// each of the node-environment files cost about half a minute of the unit run on the 2-core CI machine.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { configure } = await import("@testing-library/react");
  // findBy* waits up to 1 s by default; on a loaded 2-core machine React's time-sliced updates (transitions)
  // can take longer than that to show. A wait is not a behaviour: give it room.
  configure({ asyncUtilTimeout: 5000 });
}

// The translated pages get their messages in their data (gatsby/pages/page-messages.ts), which a component test
// does not have: every translated catalog is loaded here, as the HTML renderer does (src/locales/html-catalogs.ts,
// with webpack's context where this has Vite's glob).
type Glob = { glob: <T>(pattern: string, options: { eager: true }) => Record<string, T> };
const catalogs = (import.meta as unknown as Glob).glob<{ messages: Messages }>("../src/locales/*/*.po", {
  eager: true,
});
const { loadMessages } = await import("../src/lib/i18n/catalogs");
const { isLocale, DEFAULT_LOCALE } = await import("../src/lib/i18n/locale");
for (const [file, { messages }] of Object.entries(catalogs)) {
  const locale = file.split("/").at(-2);
  if (isLocale(locale) && locale !== DEFAULT_LOCALE) loadMessages(locale, messages);
}

// And every language's text tables, as the HTML renderer, the functions and the commands load them.
const { loadAllTextTables } = await import("../src/locales/text-tables");
loadAllTextTables();

const { removeTempFolders } = await import("./support/temp-folders");
afterAll(removeTempFolders);

export {};
