// GATSBY_ALERTS: "on" offers the e-mail alerts (the forms on vehicle pages, /saved/ and /inventory/, the alert
// function's subscriptions); unset, empty or "off" leaves them out. Read when the site is built.

/**
 * The value the build runs with: "on" or "". Always a string, so webpack knows the forms' condition while it
 * bundles and leaves the alert forms out of a build without them. Another value stops the build.
 */
export function alertsSetting(value: string | undefined): "on" | "" {
  const setting = (value ?? "").trim().toLowerCase();
  if (setting === "on") return "on";
  if (setting === "" || setting === "off") return "";
  throw new Error(`GATSBY_ALERTS must be "on" or "off" (or unset), not "${value}" (docs/configuration.md)`);
}
