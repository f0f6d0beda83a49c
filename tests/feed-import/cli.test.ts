// `npm run inventory:import` as staff run it: exit codes and what it prints.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { feedRecord, feedText } from "../../src/lib/feed-import/feed-from-vehicles";
import { startLoopbackServer } from "./loopback-server";
import { tempContent, writeFeedFile } from "./support";

const tsx = path.resolve("node_modules/.bin/tsx");

function cli(args: string[], contentDir = "content") {
  const result = spawnSync(tsx, ["scripts/import-inventory.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process: a loopback server in it can answer the import. */
function cliAsync(args: string[], contentDir: string, env: Record<string, string> = {}) {
  const child = spawn(tsx, ["scripts/import-inventory.ts", ...args], {
    env: { ...process.env, IMPORT_ALLOW_HOSTS: "", CONTENT_DIR: contentDir, ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

describe("npm run inventory:import", () => {
  it("dry-runs the example feed against content/: lists what would change, writes nothing", () => {
    const { code, stdout } = cli(["examples/feeds/dealer-export.csv", "--dry-run"]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Feed examples/feeds/dealer-export.csv: 6 rows, comma-separated, UTF-8; columns not used: MSRP",
    );
    expect(stdout).toContain("Would add 2:");
    expect(stdout).toMatch(
      /Would change 4:\n {2}~ 2019 Honda Civic \(stock H24100, VIN 2HGFC2F72KA100000\), row 2\n {6}mileage: 48210 -> 48390\n {6}price: 17995 -> 17495\n/,
    );
    expect(stdout).toMatch(/Would mark sold \d+ \(not in the feed\):/);
    expect(stdout).toMatch(/Dry run: nothing was written/);
    expect(fs.existsSync("content/.import")).toBe(false);
  });

  it("a feed with problems: every problem listed, nothing written, exit code 1", () => {
    const content = tempContent();
    const before = content.snapshot();
    const feed = writeFeedFile(
      feedText([{ ...feedRecord(makeVehicle(), ["https://cdn.example/1.jpg"]), Year: "20", Drive_Type: "4x2" }]),
    );
    const { code, stderr } = cli([feed], content.dir);
    expect(code).toBe(1);
    expect(stderr).toBe(
      [
        "The feed cannot be imported (2 problems):",
        `  ${feed}: row 2, column "Year" (year): "20" is not a model year; expected four digits like 2019`,
        `  ${feed}: row 2, column "Drive_Type" (drivetrain): "4x2" cannot be placed as a drivetrain; expected one of FWD, RWD, AWD, 4WD or a common name for one`,
        "Nothing was written.",
        "",
      ].join("\n"),
    );
    expect(content.snapshot()).toEqual(before);
    content.cleanup();
  });

  it("usage mistakes exit with code 2; --recover with nothing to finish says so", () => {
    expect(cli([]).code).toBe(2);
    expect(cli(["a.csv", "--dry"]).stderr).toMatch(/^Unknown option '--dry'/);
    const content = tempContent();
    expect(cli(["--recover"], content.dir)).toMatchObject({
      code: 0,
      stdout: `No interrupted import in ${content.dir}.\n`,
    });
    content.cleanup();
  });

  it("a photo URL on 127.0.0.1 without IMPORT_ALLOW_HOSTS: exit code 1 naming the row, and no request is sent", async () => {
    const server = await startLoopbackServer();
    const content = tempContent();
    const before = content.snapshot();
    const photo = `${server.origin}/photo.jpg`;
    const feed = writeFeedFile(feedText([feedRecord(makeVehicle(), [photo])]));
    const refused = await cliAsync([feed], content.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${feed}: row 2, column "ImageURLs" (photos): photo ${photo} is on 127.0.0.1: the import fetches from public hosts only`,
    );
    expect([server.connections(), server.requests.length]).toEqual([0, 0]);
    expect(content.snapshot()).toEqual(before);

    const allowed = await cliAsync([feed], content.dir, { IMPORT_ALLOW_HOSTS: new URL(server.origin).host });
    expect(allowed).toMatchObject({ code: 0, stderr: "" });
    expect(allowed.stdout).toMatch(/Photos: 1 downloaded/);
    expect(server.requests.map((request) => request.path)).toEqual(["/photo.jpg"]);

    const mistaken = await cliAsync([feed], content.dir, { IMPORT_ALLOW_HOSTS: "http://127.0.0.1/" });
    expect(mistaken).toMatchObject({
      code: 2,
      stderr: 'IMPORT_ALLOW_HOSTS: "http://127.0.0.1/" is not a host name or host:port\n',
    });
    await server.close();
    content.cleanup();
  });
});
