import os from "node:os";
import path from "node:path";

// Ports of the platform e2e servers, next to the main one (E2E_PORT): the production build with the
// integrations switched on, and the local sink standing in for Sentry and the Google tag.
export const E2E_PORT = Number(process.env.E2E_PORT || 9100);
export const INTEGRATIONS_PORT = E2E_PORT + 1;
export const SINK_PORT = E2E_PORT + 2;
/** `gatsby serve` of the integrations build, behind a proxy on INTEGRATIONS_PORT that adds the _headers. */
export const INTEGRATIONS_UPSTREAM_PORT = E2E_PORT + 3;

/** The stand-in for the dealer's lender platform (lender-server.ts): https on loopback, a throwaway certificate. */
export const LENDER_PORT = E2E_PORT + 4;
/** The generated Netlify functions that render the integrations build's deferred pages (netlify-functions-server.ts). */
export const NETLIFY_FUNCTIONS_PORT = E2E_PORT + 6;
export const LENDER_ORIGIN = `https://localhost:${LENDER_PORT}`;

export const INTEGRATIONS_URL = `http://localhost:${INTEGRATIONS_PORT}`;
/** Where the integrations build is made (a copy of the project; node_modules is linked). */
export const INTEGRATIONS_BUILD_DIR = path.join(os.tmpdir(), `dealer-site-integrations-${INTEGRATIONS_PORT}`);
export const SINK_URL = `http://localhost:${SINK_PORT}`;

/** The settings the integrations build is made with. */
export const INTEGRATIONS_ENV = {
  GATSBY_GA_MEASUREMENT_ID: "G-E2ETEST01",
  // The sink plays the dealer's server-side tagging server, so the tag and its hits stay on this machine.
  GATSBY_GA_TAG_ORIGIN: SINK_URL,
  GATSBY_SENTRY_DSN: `http://e2epublickey@localhost:${SINK_PORT}/1`,
  GATSBY_SENTRY_ENVIRONMENT: "e2e",
  SENTRY_RELEASE: "e2e-release",
  SITE_URL: INTEGRATIONS_URL,
  // No Git backend: this build is the one that must leave the content editor out.
  DECAP_BACKEND: "",
  // Built as Netlify builds it, with gatsby-adapter-netlify: platform-netlify.spec.ts checks what it makes.
  DEPLOY_TARGET: "netlify",
  // Each lot's 12 newest cars built, the others and the sold ones rendered by the adapter's function on their
  // first request (the proxy sends them there, as Netlify's rewrites do).
  VEHICLE_PAGES_AT_BUILD: "12",
} as const;

/**
 * The group's lead addresses, in the integrations build's environment only (as a host whose builds and functions
 * share one environment has them): none may reach public/ (dealer-group.spec.ts). Its server runs without them.
 */
export const INTEGRATIONS_LEAD_ROUTES = {
  LEAD_TO: "bdc@group-crm.example",
  LEAD_TO_ELK_GROVE: "elk-grove@group-crm.example, crm-elk@group-crm.example",
} as const;
