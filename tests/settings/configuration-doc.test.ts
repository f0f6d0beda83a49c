// docs/configuration.md is the page src/lib/settings/ writes: whoever adds or changes a variable's declaration
// writes the page again (`npm run docs:configuration`) in the same commit.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_PAGE, configurationPage } from "../../src/lib/settings/configuration-page";
import type { SettingDeclaration } from "../../src/lib/settings/setting-declaration";
import { SETTINGS } from "../../src/lib/settings/settings";

const root = path.resolve(__dirname, "../..");

describe("docs/configuration.md", () => {
  it("is the page the declarations write", () => {
    const committed = fs.readFileSync(path.join(root, CONFIGURATION_PAGE), "utf8");
    expect(committed, "docs/configuration.md is out of date: run `npm run docs:configuration`").toBe(
      configurationPage(SETTINGS),
    );
  });
});

describe("configurationPage", () => {
  const declaration: SettingDeclaration = {
    name: "LEAD_SMTP_URL",
    group: "leads",
    default: "unset",
    meaning: "SMTP server for lead e-mails,\n  `smtp://user:password@host:587` | or `smtps://`",
    readBy: [
      "alerts:send",
      "leads:purge",
      "functions",
      "leads:send",
      "leads:status",
      "leads:review",
      "leads:rotate-key",
    ],
    secret: true,
  };
  const page = configurationPage([declaration]);

  it("names its reader and its job on the first line, and says where it comes from", () => {
    expect(page.split("\n")[0]).toBe(
      "For whoever deploys or runs the site: every environment variable it reads, generated from src/lib/settings/ by `npm run docs:configuration`; do not edit by hand.",
    );
  });

  it("writes a declaration as one row of its group: secret marked, readers in order, a whole family as leads:*", () => {
    expect(page).toContain(
      "| **Leads** (read when the lead function or a `npm run leads:*` command runs; [details](deployment.md)) | | | |\n" +
        "| `LEAD_SMTP_URL` **secret** | unset | functions, `leads:*`, `alerts:send` | SMTP server for lead e-mails, `smtp://user:password@host:587` \\| or `smtps://` |\n",
    );
    expect(page).not.toContain("**Site and build**");
  });

  it("links other pages of docs/ as whole pages, never to a section", () => {
    const links = [...configurationPage(SETTINGS).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((target) => target.includes("#"))).toEqual([]);
  });
});
