import { expect, type APIRequestContext } from "@playwright/test";
import { SINK_URL } from "./platform-ports";
import type { SinkRequest } from "./sink-server";

export async function sinkRequests(request: APIRequestContext, kind?: SinkRequest["kind"]): Promise<SinkRequest[]> {
  // A new connection each time: a kept-alive one that the sink's server closes as idle at the moment it is reused
  // fails the call (ECONNRESET), as it once did on a busy CI machine.
  const response = await request.get(`${SINK_URL}/__sink/requests`, { headers: { connection: "close" } });
  const all = (await response.json()) as SinkRequest[];
  return kind ? all.filter((entry) => entry.kind === kind) : all;
}

/** Waits until the sink has received a request of the kind whose body contains every marker. */
export async function waitForSink(
  request: APIRequestContext,
  kind: SinkRequest["kind"],
  markers: string | string[],
  timeout = 20_000,
): Promise<SinkRequest> {
  const all = Array.isArray(markers) ? markers : [markers];
  let found: SinkRequest | undefined;
  await expect
    .poll(
      async () => {
        found = (await sinkRequests(request, kind)).find((entry) => all.every((marker) => entry.body.includes(marker)));
        return Boolean(found);
      },
      { timeout, message: `the sink should receive a ${kind} request containing ${all.join(" and ")}` },
    )
    .toBe(true);
  return found!;
}
