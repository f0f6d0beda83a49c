// deploy/: the systemd unit and the nginx configuration, checked by the tools' own validators
// (systemd-analyze verify, nginx -t with a throwaway certificate) and against each other and package.json.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import packageJson from "../../package.json";
import { SERVER_LIMITS } from "../../src/lib/server/server-limits";

const run = promisify(execFile);
const UNIT = fs.readFileSync("deploy/dealer-site.service", "utf8");
const NGINX = fs.readFileSync("deploy/nginx/dealer-site.conf", "utf8");
const ENV_EXAMPLE = fs.readFileSync("deploy/dealer-site.env.example", "utf8");
const ALERTS_SERVICE = fs.readFileSync("deploy/dealer-site-alerts.service", "utf8");
const ALERTS_TIMER = fs.readFileSync("deploy/dealer-site-alerts.timer", "utf8");

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-config-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a validator; a missing tool fails the test with what to install, it is never skipped. */
async function check(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args);
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failure.code === "ENOENT")
      throw new Error(
        `${command} is not installed: apt-get install ${command.endsWith("nginx") ? "nginx" : "systemd"} (.ci/run does)`,
      );
    return { ok: false, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
  }
}

const values = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1].trim().replace(/^"(.*)"$/, "$1"));

/** The system calls a SystemCallFilter's groups allow, their nested groups opened (systemd-analyze syscall-filter). */
async function allowedSystemCalls(groups: string[], seen = new Set<string>()): Promise<Set<string>> {
  const calls = new Set<string>();
  for (const group of groups) {
    if (seen.has(group)) continue;
    seen.add(group);
    const listed = await check("systemd-analyze", ["syscall-filter", group]);
    if (!listed.ok) throw new Error(`systemd-analyze syscall-filter ${group}: ${listed.output}`);
    // Its members are the indented lines after the group's own name and description (comments start with #).
    const members = listed.output
      .split("\n")
      .filter((line) => /^\s+[@\w]/.test(line))
      .map((line) => line.trim());
    for (const member of members) if (!member.startsWith("@")) calls.add(member);
    const nested = members.filter((member) => member.startsWith("@"));
    for (const call of await allowedSystemCalls(nested, seen)) calls.add(call);
  }
  return calls;
}

describe("deploy/dealer-site.service", () => {
  /** The unit in a temporary folder; ExecStart's node is this machine's when it is not at /usr/bin/node. */
  async function verify(unit: string) {
    const file = path.join(dir, "dealer-site.service");
    fs.writeFileSync(file, fs.existsSync("/usr/bin/node") ? unit : unit.replace("/usr/bin/node", process.execPath));
    return check("systemd-analyze", ["verify", file]);
  }

  it("passes systemd-analyze verify without a warning", async () => {
    const result = await verify(UNIT);
    expect(result.output.trim()).toBe("");
    expect(result.ok).toBe(true);
  });

  it("is checked for real: a misspelt setting is reported", async () => {
    const result = await verify(UNIT.replace("Restart=on-failure", "Restart=on-failur"));
    expect(result.output).toMatch(/restart specifier/);
  });

  it("runs serve:prod as a non-root user, restarts on failure, and may write only the outbox, its caches and the data store", () => {
    expect(values(UNIT, "User")).toEqual(["dealer-site"]);
    expect(values(UNIT, "Restart")).toEqual(["on-failure"]);
    expect(values(UNIT, "ExecStart")).toEqual([`/usr/bin/${packageJson.scripts["serve:prod"]}`]);
    // Gatsby's data store, which the engines of deferred pages open read-write; "-": it may be missing.
    expect(values(UNIT, "ReadWritePaths")).toEqual([
      "/var/lib/dealer-site/leads -/srv/dealer-site/.cache/data/datastore",
    ]);
    expect(values(UNIT, "StateDirectory")).toEqual(["dealer-site/leads"]);
    // systemd makes /var/cache/<CacheDirectory> writable for the service: the image service's sizes, the deferred pages.
    expect(values(UNIT, "CacheDirectory")).toEqual(["dealer-site/images dealer-site/pages"]);
    expect(values(UNIT, "Environment")).toContain("IMAGE_CACHE_DIR=/var/cache/dealer-site/images");
    expect(values(UNIT, "Environment")).toContain("DEFERRED_PAGES_CACHE_DIR=/var/cache/dealer-site/pages");
    for (const setting of ["NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes"])
      expect(UNIT).toMatch(new RegExp(`^${setting}$`, "m"));
    expect(values(ENV_EXAMPLE, "LEAD_OUTBOX_URL")).toEqual(["file:/var/lib/dealer-site/leads"]);
  });

  it("may open more files than the server takes connections, with room for the photos and leads it has open", () => {
    const [limit] = values(UNIT, "LimitNOFILE").map(Number);
    expect(limit).toBeGreaterThanOrEqual(SERVER_LIMITS.maxConnections * 4);
  });

  it("lets the photo resizer lower its own CPU priority (setpriority), and none be raised (no realtime, no capability)", async () => {
    const filters = values(UNIT, "SystemCallFilter");
    expect(filters).toHaveLength(1);
    expect(await allowedSystemCalls(filters[0].split(/\s+/))).toContain("setpriority");
    expect(values(UNIT, "RestrictRealtime")).toEqual(["yes"]);
    expect(values(UNIT, "CapabilityBoundingSet")).toEqual([""]);
  });
});

describe("deploy/dealer-site-alerts.service and .timer", () => {
  /** Both units in a temporary folder (the timer names its service); node as on the server, or this machine's. */
  async function verify(service: string, timer: string) {
    const node = fs.existsSync("/usr/bin/node") ? service : service.replace("/usr/bin/node", process.execPath);
    fs.writeFileSync(path.join(dir, "dealer-site-alerts.service"), node);
    fs.writeFileSync(path.join(dir, "dealer-site-alerts.timer"), timer);
    return check("systemd-analyze", [
      "verify",
      path.join(dir, "dealer-site-alerts.service"),
      path.join(dir, "dealer-site-alerts.timer"),
    ]);
  }

  it("pass systemd-analyze verify without a warning", async () => {
    const result = await verify(ALERTS_SERVICE, ALERTS_TIMER);
    expect(result.output.trim()).toBe("");
    expect(result.ok).toBe(true);
  });

  it("are checked for real: a misspelt calendar is reported", async () => {
    const result = await verify(ALERTS_SERVICE, ALERTS_TIMER.replace("OnCalendar=hourly", "OnCalendar=hourlyy"));
    expect(result.output).toMatch(/OnCalendar|calendar/i);
  });

  it("run alerts:send every hour as the site's user, with its settings, writing only the outbox", () => {
    expect(values(ALERTS_SERVICE, "Type")).toEqual(["oneshot"]);
    expect(values(ALERTS_SERVICE, "User")).toEqual(values(UNIT, "User"));
    expect(values(ALERTS_SERVICE, "EnvironmentFile")).toEqual(values(UNIT, "EnvironmentFile"));
    expect(values(ALERTS_SERVICE, "WorkingDirectory")).toEqual(values(UNIT, "WorkingDirectory"));
    // `tsx scripts/send-alerts.ts` run by node with tsx's loader, as the site's own unit runs serve:prod.
    expect(values(ALERTS_SERVICE, "ExecStart")).toEqual([
      `/usr/bin/node --import ${packageJson.scripts["alerts:send"]}`,
    ]);
    expect(values(ALERTS_SERVICE, "ReadWritePaths")).toEqual(["/var/lib/dealer-site/leads"]);
    for (const setting of ["NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes"])
      expect(ALERTS_SERVICE).toMatch(new RegExp(`^${setting}$`, "m"));
    expect(values(ALERTS_TIMER, "OnCalendar")).toEqual(["hourly"]);
    expect(values(ALERTS_TIMER, "Unit")).toEqual(["dealer-site-alerts.service"]);
  });
});

describe("deploy/nginx/dealer-site.conf", () => {
  /** nginx -t on a main configuration that includes the site's, its certificate paths pointed at a throwaway pair. */
  async function nginxTest(site: string) {
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    await check("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example-dealer.com",
      "-keyout",
      key,
      "-out",
      cert,
    ]).then((result) => expect(result.ok, result.output).toBe(true));
    const siteFile = path.join(dir, "dealer-site.conf");
    fs.writeFileSync(
      siteFile,
      site
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`),
    );
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    const main = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      main,
      `pid ${path.join(dir, "nginx.pid")};\nerror_log ${path.join(dir, "error.log")};\nevents {}\nhttp {\n` +
        `  access_log off;\n  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}\n` +
        `  include ${siteFile};\n}\n`,
    );
    // Debian puts nginx in /usr/sbin, which is not on every user's PATH.
    const nginx = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
    return check(nginx, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", main]);
  }

  it("passes nginx -t", async () => {
    const result = await nginxTest(NGINX);
    expect(result.output).toMatch(/test is successful/);
    expect(result.ok).toBe(true);
  });

  it("is checked for real: an unknown directive fails nginx -t", async () => {
    const result = await nginxTest(
      NGINX.replace("server_tokens off;", "server_tokens off;\n    no_such_directive on;"),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/unknown directive "no_such_directive"/);
  });

  it("redirects HTTP to HTTPS and proxies to serve:prod's address with the visitor's address", () => {
    expect(NGINX).toMatch(/listen 80;[\s\S]*return 301 https:\/\//);
    expect(NGINX).toMatch(/listen 443 ssl/);
    const [host] = values(ENV_EXAMPLE, "HOST");
    const [port] = values(ENV_EXAMPLE, "PORT");
    expect(NGINX).toContain(`server ${host}:${port};`);
    expect(NGINX).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(NGINX).not.toMatch(/Access-Control-Allow-Origin/i);
    // One proxy on the same machine: the lead function believes one X-Forwarded-For hop, from loopback.
    expect(values(ENV_EXAMPLE, "LEAD_TRUST_PROXY_HOPS")).toEqual(["1"]);
    expect(values(ENV_EXAMPLE, "LEAD_TRUSTED_PROXIES")).toEqual(["127.0.0.0/8, ::1"]);
  });
});
