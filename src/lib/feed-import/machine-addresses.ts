// This machine's own addresses: a public address of its own is this machine all the same, so the importer
// refuses it like loopback (public-address.ts).
import os from "node:os";
import type { OwnAddress } from "./public-address";

/** Every address of every network interface, read when called. */
export function machineAddresses(): OwnAddress[] {
  return Object.entries(os.networkInterfaces()).flatMap(([name, entries]) =>
    (entries ?? []).map((entry) => ({ address: entry.address, interface: name })),
  );
}
