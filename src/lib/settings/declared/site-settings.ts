// Site and build: what every build reads.
import type { SettingDeclaration } from "../setting-declaration";
import { ALERT_COMMANDS, LEAD_COMMANDS } from "./readers";

export const SITE_SETTINGS = [
  {
    name: "SITE_URL",
    group: "site",
    default: "`http://localhost:9000`",
    readBy: ["build", "functions", "serve:prod", "alerts:send", "tests"],
    secret: false,
    meaning:
      "public address of the site, e.g. `https://www.sierravistamotors.com`. Canonical links, Open Graph URLs, " +
      "`sitemap.xml`, `robots.txt` and both feeds are built from it; an `https://` address also adds " +
      "`upgrade-insecure-requests` to the security policy. **Set it for every real deploy** (the build warns when " +
      "it is missing), and where the lead function runs too: the function refuses posts from other sites by it. " +
      "E-mail alerts are sent only when it is an `https://` address (their links must be)",
  },
  {
    name: "DEPLOY_TARGET",
    group: "site",
    default: "unset",
    readBy: ["build"],
    secret: false,
    meaning:
      "`netlify` builds with gatsby-adapter-netlify, as a Netlify build does (Netlify sets `NETLIFY=true`, which " +
      "does the same): the `/api/leads` function in `.netlify/functions-internal/`, its route and the Partytown " +
      "proxy rules in `public/_redirects`, its build cache in `.netlify/build-cache/` ([deployment](deployment.md))",
  },
  {
    name: "CONTENT_DIR",
    group: "site",
    default: "`content`",
    readBy: ["build", "inventory:import", ...LEAD_COMMANDS, ...ALERT_COMMANDS, "tests"],
    secret: false,
    meaning:
      "folder holding `site.json`, `testimonials.json` and `vehicles/`; read by the build, `npm run " +
      "inventory:import` (where it writes) and the `leads:*` and `alerts:*` commands (the dealer's name and " +
      "address for the e-mails). Tests and the benchmark point it at generated inventories",
  },
  {
    name: "IMAGE_AVIF",
    group: "site",
    default: "unset",
    readBy: ["build"],
    secret: false,
    meaning:
      "`true` adds AVIF to the WebP and JPEG versions of every photo (the gallery and card sizes the image " +
      "service makes: `public/_image-service.json` tells `serve:prod`); off by default " +
      "because AVIF encoding multiplies the build time on a small machine ([decision](architecture.md)) and is " +
      "slow to make on a first request",
  },
  {
    name: "VEHICLE_PAGES_AT_BUILD",
    group: "site",
    default: "unset (every vehicle page is built)",
    readBy: ["build"],
    secret: false,
    meaning:
      "a number N: the build writes each lot's N newest listed vehicle pages (the site's N newest without lots) and " +
      "leaves the others and every sold car's page for their first request, which `npm run serve:prod` renders with " +
      "Gatsby's engines and keeps, or on Netlify the adapter's function and Netlify's CDN (Deferred Static " +
      "Generation; [deferred pages](deployment.md)). For a dealer group with thousands of cars; not for a static host",
  },
  {
    name: "IMAGE_SIZES_AT_BUILD",
    group: "site",
    default: "unset",
    readBy: ["build"],
    secret: false,
    meaning:
      "`true` makes every photo size the pages link to (gallery, share image, cards) during the build, at its " +
      "URL's path under " +
      "`public/_gatsby/image/`, for a static host without an image service (Cloudflare Pages, S3 + CloudFront, " +
      "`gatsby serve`). The build then takes about 0.1 s of CPU per photo again; Netlify and `serve:prod` do not " +
      "need it ([the image service](deployment.md))",
  },
  {
    name: "GATSBY_CPU_COUNT",
    group: "site",
    default: "the machine's physical cores + 1",
    readBy: ["build", "Gatsby", "tests"],
    secret: false,
    meaning:
      "the cores Gatsby counts; page queries, HTML rendering, minifying and image jobs run in one worker fewer " +
      "than that. Gatsby alone keeps a core free for its main process, which only waits during those steps; the " +
      "site asks for a worker per core instead (`gatsby/platform/build-workers.ts`: on 2 cores the 5,000-vehicle " +
      "bilingual build went from 7 min 50 s to 6 min 3 s). Set a number (or Gatsby's `logical_cores`) to " +
      "override it, e.g. `1` on a build host short of memory (each worker holds its own copy of the page renderer)",
  },
  {
    name: "GATSBY_HEADER_VARIANT",
    group: "site",
    default: "`classic`",
    readBy: ["build"],
    secret: false,
    meaning: "header design: `classic`, `centered` or `financing-first`; another value stops the build",
  },
  {
    name: "BUILD_DATE",
    group: "site",
    default: "the build machine's local date",
    readBy: ["build"],
    secret: false,
    meaning:
      "`YYYY-MM-DD`: the day the build counts price reductions from (a reduction is shown for " +
      "`priceReductionDays` of `site.json` after its date). Leave it unset on real builds; `npm run test:e2e` " +
      "sets `2026-11-23` so the tests do not depend on the calendar",
  },
  {
    name: "GATSBY_ALERTS",
    group: "site",
    default: "unset (off)",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "`on` offers price-drop and new-arrival e-mail alerts: the forms on vehicle pages, `/saved/` and " +
      "`/inventory/`, the alert function's subscriptions, `public/alerts/inventory.json` for `npm run " +
      "alerts:send`, and the privacy notice's paragraph about them. `off` or empty leaves them out (no byte of " +
      "them in the pages); another value stops the build. They also need `LEAD_SMTP_URL`, an outbox and " +
      "`LEAD_OUTBOX_KEY` where they run ([deployment](deployment.md))",
  },
  {
    name: "GOOGLE_STORE_CODE",
    group: "site",
    default: "`shortName` of `site.json` in capitals (`SIERRA-VISTA`)",
    readBy: ["build"],
    secret: false,
    meaning:
      "the dealership's store code in Google Merchant Center, used in the vehicle listings feed (a dealer " +
      "group's rows carry each lot's `storeCode` instead)",
  },
] as const satisfies readonly SettingDeclaration[];
