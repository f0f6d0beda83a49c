// /compare/'s first-paint script (src/lib/saved/compare-first-paint.ts) run as a browser runs it, against the
// rule the page applies once hydrated (parseCompareQuery): both must pick the same first state.
import vm from "node:vm";
import { COMPARE_EMPTY_ATTRIBUTE, compareFirstPaintScript } from "../../src/lib/saved/compare-first-paint";
import { COMPARE_MIN, parseCompareQuery } from "../../src/lib/saved/compare-query";

/** Whether the script marks <html> as empty for the address's query string. */
function marksEmpty(search: string): boolean {
  const attributes = new Map<string, string>();
  vm.runInNewContext(compareFirstPaintScript(), {
    URLSearchParams,
    location: { search },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  });
  return attributes.has(COMPARE_EMPTY_ATTRIBUTE);
}

it.each([
  "",
  "?",
  "?stock=",
  "?stock=K24198",
  "?stock=K24198,k24198",
  "?stock=K24198,%20K24198%20",
  "?stock=K24198,NOT%20ONE!,<x>",
  "?stock=K24198,H24100",
  "?stock=k24198+h24100",
  "?stock=K24198&stock=H24100",
  "?stock=A1,B2,C3,D4,E5",
  "?other=K24198,H24100",
  "?stock=,,,K24198,,",
])("marks %j empty exactly when the page shows how to pick", (search) => {
  expect(marksEmpty(search)).toBe(parseCompareQuery(search).stock.length < COMPARE_MIN);
});

it("writes nothing that could end the script element early", () => {
  expect(compareFirstPaintScript()).not.toMatch(/<\/script|<!--/i);
});
