// Bad content stops the build under the site's own registered error, which Gatsby's CLI accepts as it is (its own
// constructError validates every entry: an invalid one would print Gatsby's schema error instead of the problems).
import constructError from "gatsby-cli/lib/structured-errors/construct-error";
import type { NodePluginArgs } from "gatsby";
import { CONTENT_ERROR_ID, registerContentErrors } from "../../gatsby/content/content-error-map";

type ErrorMap = Parameters<NodePluginArgs["reporter"]["setErrorMap"]>[0];

function registeredMap(): ErrorMap {
  let map: ErrorMap = {};
  registerContentErrors({ setErrorMap: (given: ErrorMap) => (map = given) } as unknown as NodePluginArgs["reporter"]);
  return map;
}

it("reports bad content as a user error with every problem and what to do", () => {
  const message = "Content is invalid (1 problem):\n  content/site.json: line 3, column 5: is not valid JSON";
  const error = constructError({ details: { id: CONTENT_ERROR_ID, context: { message } } }, registeredMap());
  expect(error).toMatchObject({
    code: CONTENT_ERROR_ID,
    category: "USER",
    level: "ERROR",
    type: "API.NODE.VALIDATION",
  });
  expect(error.text).toBe(`${message}\n\nFix the file(s) above and build again.`);
  expect(error.docsUrl).toMatch(/^file:\/\/.*\/docs$/);
});
