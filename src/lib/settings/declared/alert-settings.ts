// E-mail alerts: read when the alert function or a `npm run alerts:*` command runs; they share the LEAD_* settings.
import type { SettingDeclaration } from "../setting-declaration";

export const ALERT_SETTINGS = [
  {
    name: "ALERT_FROM",
    group: "alerts",
    default: '`"<business name>" <e-mail from site.json>`',
    readBy: ["functions", "serve:prod", "alerts:send"],
    secret: false,
    meaning:
      "sender of the alert e-mails (the confirmations and the alerts); use an address your SMTP account may send as",
  },
] as const satisfies readonly SettingDeclaration[];
