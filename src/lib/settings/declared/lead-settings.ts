// Leads: read each time the lead function or a `npm run leads:*` command runs (and the outbox's by the alerts too).
import { LEAD_ROUTE_SETTING } from "../lead-route-setting";
import type { SettingDeclaration } from "../setting-declaration";
import { OUTBOX_READERS, SENDERS } from "./readers";

const LEAD_SENDERS = ["functions", "serve:prod", "leads:send"] as const;
const LEAD_TAKERS = ["functions", "serve:prod"] as const;

export const LEAD_SETTINGS = [
  {
    name: "LEAD_SMTP_URL",
    group: "leads",
    default: "unset",
    readBy: SENDERS,
    secret: true,
    meaning:
      "SMTP server for lead e-mails (and alert e-mails): `smtp://user:password@host:587` (STARTTLS, required: " +
      "nothing is sent to a server that does not offer it) or `smtps://user:password@host:465` (TLS from the " +
      "start). `smtp://host:25?tls=off` allows plain SMTP, for a relay on the same machine or private network " +
      "only. Percent-encode `@` or `:` in the user name or password. With `LEAD_TO`, turns e-mail delivery on",
  },
  {
    name: "LEAD_TO",
    group: "leads",
    default: "unset",
    readBy: [...LEAD_SENDERS, "leads:status"],
    secret: false,
    meaning:
      "where leads are e-mailed: one address or several separated by commas (your CRM's ADF lead address, a " +
      "sales inbox)",
  },
  {
    name: "LEAD_TO_<LOT>",
    pattern: LEAD_ROUTE_SETTING,
    group: "leads",
    default: "unset",
    readBy: [...LEAD_SENDERS, "leads:status"],
    secret: false,
    meaning:
      "a dealer group's lot's own lead addresses (`LEAD_TO_ELK_GROVE` for the lot `elk-grove`): its leads go " +
      "there instead of `LEAD_TO` ([deployment](deployment.md))",
  },
  {
    name: "LEAD_FROM",
    group: "leads",
    default: '`"<business name> website" <e-mail from site.json>`',
    readBy: LEAD_SENDERS,
    secret: false,
    meaning: "sender of lead e-mails; use an address your SMTP account may send as",
  },
  {
    name: "LEAD_EMAIL_FORMAT",
    group: "leads",
    default: "`adf`",
    readBy: LEAD_SENDERS,
    secret: false,
    meaning:
      "`adf`: the e-mail body is the ADF/XML lead, as CRMs expect; `readable`: a plain-text summary with the ADF " +
      "attached as `lead-<id>.xml`, for a person's inbox",
  },
  {
    name: "LEAD_OUTBOX_URL",
    group: "leads",
    default: "`file:.leads`; `netlify-blobs:leads` on Netlify",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "where e-mail alerts are kept (in its `alerts/` area), and where leads wait when e-mail is not configured " +
      "or fails, and leads held during a flood: `file:<folder>` (relative to the folder the server runs in; " +
      "`.leads` is git-ignored), `netlify-blobs:<store name>`, or `s3://<bucket>/<prefix>` " +
      "(`?endpoint=<url>&forcePathStyle=true` for MinIO or another self-hosted store, `?region=`, `?sse=off`); " +
      "`off` disables it ([where leads wait](deployment.md)). In production a `file:` folder under the " +
      "temporary folder, on a read-only disk or on a serverless host is refused",
  },
  {
    name: "LEAD_OUTBOX_DIR",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "deprecated: the same as `LEAD_OUTBOX_URL=file:<folder>` (`off` disables the outbox); ignored when " +
      "`LEAD_OUTBOX_URL` is set",
  },
  {
    name: "LEAD_OUTBOX_KEY",
    group: "leads",
    default: "unset",
    readBy: ["build", ...OUTBOX_READERS],
    secret: true,
    meaning:
      "32 random bytes in base64 (`openssl rand -base64 32`): every stored lead is encrypted with AES-256-GCM. " +
      "**Required for e-mail alerts**: they are sealed with it and their links signed with it. Set it where the " +
      "site runs and where `npm run leads:*` runs, **and where it is built**: the privacy page says " +
      '"encrypted" only when the build saw a key. Without it, production logs that leads are stored unencrypted',
  },
  {
    name: "LEAD_OUTBOX_PREVIOUS_KEYS",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning:
      "earlier keys (base64, separated by commas) that still open stored leads while `npm run leads:rotate-key` " +
      "re-encrypts them with `LEAD_OUTBOX_KEY`",
  },
  {
    name: "LEAD_OUTBOX_MAX_DAYS",
    group: "leads",
    default: "`30`",
    readBy: ["build", "functions", "leads:status", "leads:purge"],
    secret: false,
    meaning:
      "held or undelivered leads older than this are listed by `npm run leads:status` and deleted by `npm run " +
      "leads:purge` (and by the Netlify scheduled function). The privacy page states this number: set it where " +
      "the site is built too",
  },
  {
    name: "GATSBY_LEAD_OUTBOX_MAX_DAYS",
    group: "leads",
    default: "`LEAD_OUTBOX_MAX_DAYS`",
    readBy: ["build", "browser"],
    secret: false,
    meaning:
      "set by the build (gatsby-config.ts) from `LEAD_OUTBOX_MAX_DAYS`, whatever it held: the number of days the " +
      "notice under every lead and alert form states. Set `LEAD_OUTBOX_MAX_DAYS` instead",
  },
  {
    name: "LEAD_ALERT_AFTER_HOURS",
    group: "leads",
    default: "`24`",
    readBy: ["leads:status"],
    secret: false,
    meaning: "`npm run leads:status` exits 1 when a lead has waited longer than this, for a monitor",
  },
  {
    name: "LEAD_NETLIFY_SITE_ID",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "Netlify site id, with `LEAD_NETLIFY_TOKEN`, for a `netlify-blobs:` outbox where the platform does not " +
      "provide access (the `npm run leads:*` commands on your computer)",
  },
  {
    name: "LEAD_NETLIFY_TOKEN",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning: "a Netlify personal access token for that site's `netlify-blobs:` outbox",
  },
  {
    name: "LEAD_S3_ACCESS_KEY_ID",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "key id of an `s3://` outbox, handed to the AWS SDK by the lead function (the compiled function's SDK " +
      "cannot read the environment itself). **Required on Netlify**, where `AWS_*` belong to Netlify's own " +
      "account ([where leads wait](deployment.md))",
  },
  {
    name: "LEAD_S3_SECRET_ACCESS_KEY",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning: "the secret access key that goes with `LEAD_S3_ACCESS_KEY_ID`",
  },
  {
    name: "LEAD_S3_SESSION_TOKEN",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning: "the session token of temporary `LEAD_S3_*` keys",
  },
  {
    name: "LEAD_S3_REGION",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning: "region of an `s3://` outbox; the URL's `?region=` wins over it",
  },
  {
    name: "AWS_ACCESS_KEY_ID",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "off Netlify, the same as `LEAD_S3_ACCESS_KEY_ID` when that is not set; without keys, `serve:prod` and the " +
      "`leads:*` commands use the SDK's default chain (an instance role). Ignored on Netlify",
  },
  {
    name: "AWS_SECRET_ACCESS_KEY",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning: "off Netlify, the secret access key that goes with `AWS_ACCESS_KEY_ID`",
  },
  {
    name: "AWS_SESSION_TOKEN",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: true,
    meaning: "off Netlify, the session token of temporary `AWS_*` keys",
  },
  {
    name: "AWS_REGION",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "off Netlify, the region of an `s3://` outbox when neither the URL's `?region=` nor `LEAD_S3_REGION` gives " +
      "one. With `?endpoint=` and no region, `us-east-1` is used for signing",
  },
  {
    name: "AWS_DEFAULT_REGION",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning: "off Netlify, the region when `AWS_REGION` is not set either",
  },
  {
    name: "LEAD_OUTBOX_ALLOW_TEMPORARY",
    group: "leads",
    default: "unset",
    readBy: OUTBOX_READERS,
    secret: false,
    meaning:
      "`yes` lets production use a `file:` outbox under the temporary folder, whose leads are lost when it is " +
      "emptied: `npm start` (`npm run serve`, the local trial) sets it, so a checkout under /tmp takes leads, and " +
      "the tests' servers that read the outbox back set it. Never set it for a real site (`npm run serve:prod`)",
  },
  {
    name: "LEAD_RATE_LIMIT",
    group: "leads",
    default: "`8`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "lead posts (accepted or not) one client (an IPv4 address, an IPv6 /64) may make per window; more get " +
      "`429`. Alert requests have the same limit, counted apart",
  },
  {
    name: "LEAD_NETWORK_RATE_LIMIT",
    group: "leads",
    default: "4 × `LEAD_RATE_LIMIT` (`32`)",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "lead posts per window from one IPv6 /48, on top of the per-client limit: a network of many /64s is one " +
      "client",
  },
  {
    name: "LEAD_RATE_LIMIT_WINDOW_SECONDS",
    group: "leads",
    default: "`600`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning: "length of that window",
  },
  {
    name: "LEAD_GLOBAL_LIMIT",
    group: "leads",
    default: "`30`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "confirmation e-mails of alert requests per window from all clients together (past it `429`), and leads " +
      "e-mailed per window from all clients together, each IPv4 /24 or IPv6 /48 network counting at most " +
      "`LEAD_RATE_LIMIT` of them; more are held in the outbox for `npm run leads:review` (the visitor gets the " +
      "thank-you; the staff get one e-mail per window)",
  },
  {
    name: "LEAD_OUTBOX_MAX_FILES",
    group: "leads",
    default: "`1000`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "leads to send the outbox holds at most; past it (or `LEAD_OUTBOX_MAX_MB`) a lead that needs the outbox " +
      "gets `503` with the phone number. Held leads are not counted",
  },
  {
    name: "LEAD_OUTBOX_MAX_MB",
    group: "leads",
    default: "`50`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning: "size of those leads at most, in megabytes",
  },
  {
    name: "LEAD_OUTBOX_MAX_HELD",
    group: "leads",
    default: "`200`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "held leads (saved past `LEAD_GLOBAL_LIMIT`) kept at most, apart from the leads to send; when full, the " +
      "oldest held lead of the network that holds the most is deleted for each new one",
  },
  {
    name: "LEAD_TRUST_PROXY_HOPS",
    group: "leads",
    default: "`0`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "proxies or CDNs in front of the server that append to `X-Forwarded-For`; `0` counts the connection's own " +
      "address ([behind a proxy or CDN](deployment.md))",
  },
  {
    name: "LEAD_TRUSTED_PROXIES",
    group: "leads",
    default: "`127.0.0.0/8, ::1`",
    readBy: LEAD_TAKERS,
    secret: false,
    meaning:
      "addresses or ranges (`10.0.0.0/8`) of the proxy that connects to the server, whose `X-Forwarded-For` is " +
      "believed when `LEAD_TRUST_PROXY_HOPS` > 0; `*` believes any peer (function hosts where only the platform " +
      "reaches the function)",
  },
  {
    name: "NODE_EXTRA_CA_CERTS",
    group: "leads",
    default: "unset",
    readBy: ["Node.js"],
    secret: false,
    meaning:
      "Node.js's own: a private CA's certificate, so `smtp://` with STARTTLS can check your SMTP server's " +
      "certificate",
  },
] as const satisfies readonly SettingDeclaration[];
