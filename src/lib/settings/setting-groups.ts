// The areas of docs/configuration.md, in the page's order, each with what its heading row adds.
import type { SettingGroup } from "./setting-declaration";

export const SETTING_GROUPS: ReadonlyArray<{ group: SettingGroup; title: string; note?: string }> = [
  { group: "site", title: "Site and build" },
  { group: "analytics", title: "Analytics and error reporting", note: "off unless set" },
  { group: "editor", title: "Content editor", note: "`/admin/`, read at build time and by `npm run admin`" },
  {
    group: "server",
    title: "Production server",
    note: "read when `npm run serve:prod` starts; [details](deployment.md)",
  },
  {
    group: "leads",
    title: "Leads",
    note: "read when the lead function or a `npm run leads:*` command runs; [details](deployment.md)",
  },
  {
    group: "alerts",
    title: "E-mail alerts",
    note:
      "read when the alert function or a `npm run alerts:*` command runs; they share the `LEAD_*` settings above " +
      "and `SITE_URL`; [details](deployment.md)",
  },
  { group: "import", title: "Inventory import", note: "read each time `npm run inventory:import` runs" },
  {
    group: "platform",
    title: "Set by Node.js, Gatsby and the hosts",
    note: "set for you: the site reads them to know how and where it runs",
  },
  { group: "tests", title: "Tests" },
  { group: "bench", title: "Benchmark", note: "[method](../bench/README.md)" },
];
