// Which builds carry the content editor at /admin/.
import { editorBuildPlan } from "../../src/lib/admin/editor-build-plan";

describe("the editor in a build", () => {
  it("is left out of a production build without a Git backend, saying why", () => {
    for (const env of [{}, { DECAP_BACKEND: "" }, { DECAP_BACKEND: "local" }, { gatsby_executing_command: "build" }]) {
      const plan = editorBuildPlan(env);
      expect(plan.build, JSON.stringify(env)).toBe(false);
      expect(plan).toHaveProperty("reason", expect.stringMatching(/no Git backend is set \(DECAP_BACKEND\)/));
    }
  });

  it("is built where staff can log in: a Git backend configured, or gatsby develop (npm run admin)", () => {
    expect(editorBuildPlan({ DECAP_BACKEND: "gitlab", gatsby_executing_command: "build" })).toEqual({ build: true });
    expect(editorBuildPlan({ DECAP_BACKEND: "github" })).toEqual({ build: true });
    expect(editorBuildPlan({ gatsby_executing_command: "develop" })).toEqual({ build: true });
  });
});
