// Readers many declarations share.

export const LEAD_COMMANDS = ["leads:send", "leads:status", "leads:review", "leads:rotate-key", "leads:purge"] as const;

export const ALERT_COMMANDS = ["alerts:send", "alerts:status", "alerts:purge"] as const;

/** Everything that opens the outbox: the functions, serve:prod (which runs them), every leads:* and alerts:* command. */
export const OUTBOX_READERS = ["functions", "serve:prod", ...LEAD_COMMANDS, ...ALERT_COMMANDS] as const;

/** Where a lead or an alert is taken or e-mailed. */
export const SENDERS = ["functions", "serve:prod", "leads:send", "alerts:send"] as const;
