// `npm run ads:record` on a scripted Git history (a site with a $85 documentation fee; one car's price cut three
// times, its photos changed, then sold; a second car whose file was once committed broken, its price changed by a
// commit whose message reads like a formula), and on this repository
// itself: what each version said, when, and by which commit; the CSV of price changes; clear refusals (exit 2).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempFolder } from "../support/temp-folders";

const PROJECT = path.resolve(__dirname, "..", "..");
const FEE = {
  name: { en: "Documentation fee", es: "Cargo por documentación" },
  amount: 85,
  required: true,
  includedInPrice: false,
};

const civic = {
  stockNumber: "H24100",
  vin: "2HGFC2F72KA100000",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 20000,
  status: "available",
  description: { en: "A one-owner Civic.", es: "Un Civic de un dueño." },
  photos: [{ file: "civic-front.jpg" }, { file: "civic-side.jpg" }],
};
const truck = {
  ...civic,
  stockNumber: "F24121",
  vin: "1FTEW1EP5HFA00001",
  year: 2017,
  make: "Ford",
  model: "F-150",
  trim: "XLT",
  price: 30000,
};

let repo: string;
const hashes: Record<string, string> = {};

function commit(day: string, message: string, files: Record<string, unknown>): void {
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), typeof value === "string" ? value : `${JSON.stringify(value, null, 2)}\n`);
  }
  const date = `${day}T15:00:00-07:00`;
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync("git", ["-C", repo, "add", "-A"], { env });
  execFileSync("git", ["-C", repo, "commit", "-q", "-m", message], { env });
  hashes[message] = execFileSync("git", ["-C", repo, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
}

const adsRecord = (args: string[], cwd = PROJECT) =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(PROJECT, "scripts", "ads-record.ts"), ...args], {
    cwd,
    encoding: "utf8",
  });

beforeAll(() => {
  repo = tempFolder("ads-record-");
  execFileSync("git", ["-C", repo, "init", "-q", "-b", "main"]);
  execFileSync("git", ["-C", repo, "config", "user.email", "staff@example.com"]);
  execFileSync("git", ["-C", repo, "config", "user.name", "Staff"]);
  const civicFile = "content/vehicles/2019-honda-civic-h24100.json";
  const truckFile = "content/vehicles/2017-ford-f-150-f24121.json";
  commit("2026-10-01", "first ads", {
    "content/site.json": { name: "Lot", fees: [FEE] },
    [civicFile]: civic,
    [truckFile]: truck,
  });
  commit("2026-10-05", "civic 19500", { [civicFile]: { ...civic, price: 19500 } });
  commit("2026-10-10", "civic 19000", { [civicFile]: { ...civic, price: 19000 } });
  commit("2026-10-12", "=1+2 truck 29000", { [truckFile]: { ...truck, price: 29000 } });
  commit("2026-10-13", "truck broken", { [truckFile]: "{ not json" });
  commit("2026-10-15", "civic photos", {
    [civicFile]: { ...civic, price: 19000, photos: [...civic.photos, { file: "civic-rear.jpg" }] },
  });
  commit("2026-10-16", "readme only", { "README.md": "not content\n" });
  commit("2026-10-20", "civic 18500", {
    [civicFile]: { ...civic, price: 18500, photos: [...civic.photos, { file: "civic-rear.jpg" }] },
  });
  commit("2026-10-25", "civic sold", {
    [civicFile]: { ...civic, price: 18500, status: "sold", photos: [...civic.photos, { file: "civic-rear.jpg" }] },
  });
});

const versionLines = (text: string) => text.split("\n").filter((line) => line.startsWith("Version "));

it("lists every version of one car's ad with its dates, commit, total price, status and photos", () => {
  const run = adsRecord(["--repo", repo, "--vehicle", "h24100"]);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toContain("Ad record: 2019 Honda Civic EX, stock H24100, VIN 2HGFC2F72KA100000");
  expect(versionLines(run.stdout)).toEqual([
    `Version 1: live from 2026-10-01 22:00:00 UTC (${hashes["first ads"].slice(0, 10)} "first ads"), changed 2026-10-05 22:00:00 UTC by ${hashes["civic 19500"].slice(0, 10)} "civic 19500"`,
    `Version 2: live from 2026-10-05 22:00:00 UTC (${hashes["civic 19500"].slice(0, 10)} "civic 19500"), changed 2026-10-10 22:00:00 UTC by ${hashes["civic 19000"].slice(0, 10)} "civic 19000"`,
    `Version 3: live from 2026-10-10 22:00:00 UTC (${hashes["civic 19000"].slice(0, 10)} "civic 19000"), changed 2026-10-15 22:00:00 UTC by ${hashes["civic photos"].slice(0, 10)} "civic photos"`,
    `Version 4: live from 2026-10-15 22:00:00 UTC (${hashes["civic photos"].slice(0, 10)} "civic photos"), changed 2026-10-20 22:00:00 UTC by ${hashes["civic 18500"].slice(0, 10)} "civic 18500"`,
    `Version 5: live from 2026-10-20 22:00:00 UTC (${hashes["civic 18500"].slice(0, 10)} "civic 18500"), changed 2026-10-25 22:00:00 UTC by ${hashes["civic sold"].slice(0, 10)} "civic sold"`,
    `Version 6: live from 2026-10-25 22:00:00 UTC (${hashes["civic sold"].slice(0, 10)} "civic sold"), still live`,
  ]);
  const totals = run.stdout.split("\n").filter((line) => line.startsWith("  Total price"));
  expect(totals).toEqual([
    "  Total price: $20,085 (price $20,000 + Documentation fee $85)",
    "  Total price: $19,585 (price $19,500 + Documentation fee $85)",
    "  Total price: $19,085 (price $19,000 + Documentation fee $85)",
    "  Total price: $19,085 (price $19,000 + Documentation fee $85)",
    "  Total price: $18,585 (price $18,500 + Documentation fee $85)",
    "  Total price: $18,585 (price $18,500 + Documentation fee $85)",
  ]);
  expect(run.stdout.split("\n").filter((line) => line.startsWith("  Status"))).toEqual([
    ...Array(5).fill("  Status: available"),
    "  Status: sold",
  ]);
  expect(run.stdout).toContain("  Photos (3): civic-front.jpg, civic-side.jpg, civic-rear.jpg");
  expect(run.stdout).toContain("  Description (es): Un Civic de un dueño.");
});

it("finds the car by its VIN too, and keeps to the versions live in the days asked for", () => {
  const run = adsRecord(["--repo", repo, "--vehicle", civic.vin, "--from", "2026-10-11", "--to", "2026-10-16"]);
  expect(run.status).toBe(0);
  expect(versionLines(run.stdout).map((line) => line.split(":")[0])).toEqual(["Version 1", "Version 2"]);
  expect(run.stdout).toContain(`"civic 19000"), changed`);
  expect(run.stdout).toContain(`"civic photos"), changed`);
});

it("a file once committed broken changes nothing: the site kept the ad it had", () => {
  const run = adsRecord(["--repo", repo, "--vehicle", "F24121"]);
  expect(run.status).toBe(0);
  expect(versionLines(run.stdout)).toHaveLength(2);
  expect(run.stdout).toContain(`"=1+2 truck 29000"), still live`);
});

it("writes every total price change in the days asked for as CSV, a formula made plain text", () => {
  const out = path.join(repo, "..", `${path.basename(repo)}-changes.csv`);
  const run = adsRecord(["--repo", repo, "--all", "--from", "2026-10-04", "--to", "2026-10-31", "--out", out]);
  expect(run.status).toBe(0);
  expect(run.stdout).toBe(`4 price changes written to ${out}\n`);
  const rows = fs.readFileSync(out, "utf8").trim().split("\r\n");
  fs.rmSync(out);
  expect(rows[0]).toBe(
    "date,commit,stock number,VIN,vehicle,total price before,total price after,price before,price after,status after,commit message",
  );
  expect(rows.slice(1).map((row) => row.split(",").slice(0, 3).concat(row.split(",").slice(5, 7)))).toEqual([
    ["2026-10-05T22:00:00Z", hashes["civic 19500"], "H24100", "20085", "19585"],
    ["2026-10-10T22:00:00Z", hashes["civic 19000"], "H24100", "19585", "19085"],
    ["2026-10-12T22:00:00Z", hashes["=1+2 truck 29000"], "F24121", "30085", "29085"],
    ["2026-10-20T22:00:00Z", hashes["civic 18500"], "H24100", "19085", "18585"],
  ]);
  // A commit message is anyone's text: one that a spreadsheet would run is written as plain text.
  expect(rows[3]).toContain(",2017 Ford F-150 XLT,");
  expect(rows[3].endsWith(",available,'=1+2 truck 29000")).toBe(true);
});

it("refuses a stock number it never saw, a date that does not exist and a missing choice, with exit status 2", () => {
  const unknown = adsRecord(["--repo", repo, "--vehicle", "X99999"]);
  expect([unknown.status, unknown.stderr]).toEqual([
    2,
    'ads:record: no vehicle with stock number or VIN "X99999" in the history of content/vehicles\n',
  ]);
  const badDate = adsRecord(["--repo", repo, "--vehicle", "H24100", "--to", "2026-02-30"]);
  expect([badDate.status, badDate.stderr]).toEqual([
    2,
    'ads:record: --to must be a date as YYYY-MM-DD (for example 2026-11-02), got "2026-02-30"\n',
  ]);
  // A month that does not exist is refused in the same words (not the date library's "Invalid time value").
  const noMonth = adsRecord(["--repo", repo, "--all", "--from", "2026-13-01"]);
  expect([noMonth.status, noMonth.stderr]).toEqual([
    2,
    'ads:record: --from must be a date as YYYY-MM-DD (for example 2026-11-02), got "2026-13-01"\n',
  ]);
  const reversed = adsRecord(["--repo", repo, "--all", "--from", "2026-10-20", "--to", "2026-10-01"]);
  expect([reversed.status, reversed.stderr]).toEqual([2, "ads:record: --from 2026-10-20 is after --to 2026-10-01\n"]);
  const neither = adsRecord(["--repo", repo]);
  expect(neither.status).toBe(2);
  expect(neither.stderr).toMatch(/^ads:record: give --vehicle or --all\nusage: npm run ads:record/);
});

it("asks for the whole history on a shallow clone instead of a record that stops short", () => {
  const shallow = `${repo}-shallow`;
  execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, shallow]);
  try {
    const run = adsRecord(["--repo", shallow, "--vehicle", "H24100"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("git fetch --unshallow");
    expect(run.stdout).toBe("");
  } finally {
    fs.rmSync(shallow, { recursive: true, force: true });
  }
});

it("reads this repository's own history", () => {
  const run = adsRecord(["--vehicle", "H24100"]);
  const shallow = execFileSync("git", ["-C", PROJECT, "rev-parse", "--is-shallow-repository"], { encoding: "utf8" });
  if (shallow.trim() === "true") {
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("git fetch --unshallow");
  } else {
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Ad record: 2019 Honda Civic EX, stock H24100, VIN 2HGFC2F72KA100000");
    expect(versionLines(run.stdout).at(-1)).toMatch(/still live$/);
  }
});
