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

// The Spanish pages get these messages from their `catalogs` slice (src/slices/spanish-catalogs.tsx), which a
// component test does not draw: loaded here, as before any page of the built site.
const { loadSpanishFirstLoadCatalogs } = await import("../src/locales/spanish-first-load-catalogs");
loadSpanishFirstLoadCatalogs();

export {};
