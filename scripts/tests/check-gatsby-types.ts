// After the e2e builds (`npm test`): the GraphQL types the main build wrote (graphqlTypegen, generateOnBuild)
// must be the committed src/gatsby-types.d.ts. Components are typechecked against the committed file, so a
// schema or query change whose types were not committed would typecheck against types the build no longer makes.
//   npx tsx scripts/tests/check-gatsby-types.ts
import { execFileSync, spawnSync } from "node:child_process";

const FILE = "src/gatsby-types.d.ts";

function main(): number {
  const inGit = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { stdio: "ignore" }).status === 0;
  if (!inGit) {
    console.log(`${FILE}: not a Git checkout, nothing to compare it with`);
    return 0;
  }
  // Against the index: a developer who has staged the new types passes.
  const changed = spawnSync("git", ["diff", "--quiet", "--", FILE]).status !== 0;
  if (!changed) {
    console.log(`${FILE}: the build wrote the committed types`);
    return 0;
  }
  const stat = execFileSync("git", ["diff", "--stat", "--", FILE], { encoding: "utf8" });
  console.error(
    `${FILE}: the build changed it (a schema or query change): review the types it wrote and commit them.\n${stat}`,
  );
  return 1;
}

process.exit(main());
