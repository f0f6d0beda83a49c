// The inventory import: read each time `npm run inventory:import` runs.
import type { SettingDeclaration } from "../setting-declaration";

export const IMPORT_SETTINGS = [
  {
    name: "IMPORT_ALLOW_HOSTS",
    group: "import",
    default: "unset (public hosts only)",
    readBy: ["inventory:import"],
    secret: false,
    meaning:
      "hosts the import may fetch the feed and photos from although they are not public: a DMS or photo server " +
      "on the dealership's own network. A comma list of host names or `host:port` (`dms.local:8080, " +
      "192.168.1.20, [fd00::5]:443`), case-blind; `host` opens every port of it, `host:port` only that one. " +
      "Without it, every address that is not globally reachable in IANA's special-purpose address registries " +
      "(loopback, private, link-local, shared, documentation, benchmarking, unique-local, multicast, unspecified " +
      "...) and every address of the machine's own network interfaces is refused, for redirects too. An entry " +
      "that is not a host stops the import with exit code 2, naming it. The tests use it for their servers on " +
      "`127.0.0.1`",
  },
] as const satisfies readonly SettingDeclaration[];
