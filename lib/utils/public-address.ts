import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Whether a URL's host is one a setting lists: an entry "name" is that name, ".name" the name and
 * its subdomains, "host:port" exactly that (a local stand-in in tests).
 */
export function listedHost(url: URL, hosts: string): boolean {
  const hostname = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return hosts
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) =>
      entry.startsWith(".")
        ? hostname === entry.slice(1) || hostname.endsWith(entry)
        : entry.includes(":") && !isIP(entry)
          ? url.host.toLowerCase() === entry
          : hostname === entry,
    );
}

/** Only public addresses: loopback, a private network, link-local and the like are not. */
export const isPublicAddress = (address: string) => ipaddr.process(address).range() === "unicast";

/**
 * A lookup for an http(s) agent that connects only to public addresses, checked at connect time so
 * the name cannot resolve elsewhere between a check and the connection (DNS rebinding). A name with
 * any non-public address fails with the error `refused` makes.
 */
export const publicOnlyLookup =
  (refused: (hostname: string) => Error): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(refused(hostname), "", 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
