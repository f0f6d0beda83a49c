// Set by Node.js, Gatsby and the hosts, not by whoever deploys: the site reads them to know how and where it runs.
import type { SettingDeclaration } from "../setting-declaration";

/** The variables hosts set to the commit they build, in the order the build looks at them. */
const COMMIT_HOSTS = [
  ["COMMIT_REF", "Netlify"],
  ["CF_PAGES_COMMIT_SHA", "Cloudflare Pages"],
  ["VERCEL_GIT_COMMIT_SHA", "Vercel"],
  ["GITHUB_SHA", "GitHub Actions"],
  ["CI_COMMIT_SHA", "GitLab CI"],
] as const;

const commitSetting = <const Name extends string>(name: Name, host: string) =>
  ({
    name,
    group: "platform",
    default: `set by ${host}`,
    readBy: ["build"],
    secret: false,
    meaning:
      `the commit ${host} builds, published in \`/build-info.json\` so the editor can tell staff whether the ` +
      "live site shows their change (the first of these five that holds a commit id; else `git rev-parse HEAD`)",
  }) as const satisfies SettingDeclaration;

export const PLATFORM_SETTINGS = [
  {
    name: "NODE_ENV",
    group: "platform",
    default: "set by Gatsby",
    readBy: ["functions", "serve:prod", "Gatsby"],
    secret: false,
    meaning:
      "Gatsby sets it, and `npm run serve:prod` sets `production` unless it is set. Where the lead function runs, " +
      "`production` (under `gatsby serve` and `serve:prod`) logs a warning when a lead comes from a loopback or " +
      "private address and refuses a `file:` outbox that would not last; `development` (under `gatsby develop`) " +
      "accepts any `localhost` origin",
  },
  {
    name: "gatsby_executing_command",
    group: "platform",
    default: "set by Gatsby",
    readBy: ["build"],
    secret: false,
    meaning:
      "`develop` under `gatsby develop`: the build then always includes the content editor and serves photo " +
      "sizes from its own image route",
  },
  {
    name: "GATSBY_CLOUD_IMAGE_CDN",
    group: "platform",
    default: "set to `true` by `gatsby-config.ts`",
    readBy: ["Gatsby"],
    secret: false,
    meaning:
      "not yours to set: turns on Gatsby's Image CDN, so the host (Netlify Image CDN, `serve:prod`) makes a " +
      "photo's gallery and card sizes when they are first asked for (the build makes only what a first paint " +
      "shows, off Netlify)",
  },
  {
    name: "NETLIFY",
    group: "platform",
    default: "set to `true` by Netlify",
    readBy: ["build", "functions"],
    secret: false,
    meaning:
      "a Netlify build or function: the build uses gatsby-adapter-netlify (as `DEPLOY_TARGET=netlify` does), " +
      "the outbox defaults to Netlify Blobs, `AWS_*` keys are left to Netlify's own account and a `file:` outbox " +
      "is refused",
  },
  {
    name: "NETLIFY_LOCAL",
    group: "platform",
    default: "set to `true` by a Netlify build off Netlify",
    readBy: ["build", "gatsby-adapter-netlify", "tests"],
    secret: false,
    meaning:
      "the adapter's switch for keeping its build cache in `.netlify/build-cache/`: a build for Netlify on " +
      "another machine sets it, so that a second build in the same folder finds the pages the adapter moved",
  },
  {
    name: "NETLIFY_BLOBS_CONTEXT",
    group: "platform",
    default: "set by Netlify",
    readBy: ["functions"],
    secret: true,
    meaning:
      "Netlify's access to the site's Blobs (a token inside) in a function: marks a Netlify function, and says " +
      "whether its outbox reads can be strongly consistent",
  },
  {
    name: "VERCEL",
    group: "platform",
    default: "set by Vercel",
    readBy: ["functions"],
    secret: false,
    meaning: "a Vercel function: a `file:` outbox is refused there (the function's disk does not keep files)",
  },
  {
    name: "AWS_LAMBDA_FUNCTION_NAME",
    group: "platform",
    default: "set by AWS Lambda",
    readBy: ["functions"],
    secret: false,
    meaning: "an AWS Lambda function: a `file:` outbox is refused there (the function's disk does not keep files)",
  },
  ...COMMIT_HOSTS.map(([name, host]) => commitSetting(name, host)),
] as const satisfies readonly SettingDeclaration[];
