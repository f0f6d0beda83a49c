// The production server's own limits on connections (`npm run serve:prod`; the numbers are in
// docs/deployment.md). nginx in front has its own, but the server may be reached directly (another static host
// routing /api/* to it), and Node's defaults let a client take a minute to send its headers, five to send a
// request, and open connections without end.

export interface ServerLimits {
  /** The time a request's headers may take to arrive. */
  headersTimeoutMs: number;
  /** The time a whole request (headers and body) may take to arrive; a lead is at most 16 KB. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request (nginx's upstream keeps them 4 s). */
  keepAliveTimeoutMs: number;
  /** How long a connection may send and take nothing at all (a client that stops reading an answer). */
  idleTimeoutMs: number;
  /** Open connections at once; one more is closed as it arrives. */
  maxConnections: number;
  /** Headers read from one request (browsers send about 20). */
  maxHeadersCount: number;
  /** How often Node looks for a request past its time (its default, 30 s, would let one last that long). */
  connectionsCheckingIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 1_024,
  maxHeadersCount: 100,
  connectionsCheckingIntervalMs: 1_000,
};
