import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import ipaddr from "ipaddr.js";
import { MediaTooLargeError, MediaUnavailableError } from "@/lib/media/byte-limit";
import { ZapiError } from "./zapi-client";

const IDLE_TIMEOUT_MS = 60_000;

/**
 * Whether a media link points at a host the setting allows: an entry "name" is that name, ".name"
 * the name and its subdomains, "address:port" exactly that (a local stand-in in tests).
 */
export function allowedMediaHost(url: URL, hosts: string): boolean {
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

/** Only public addresses: a name that resolves to loopback, a private network or the like is refused. */
export const isPublicAddress = (address: string) => ipaddr.process(address).range() === "unicast";

// Connects only to addresses checked here, so the name cannot resolve elsewhere between a check
// and the connection (DNS rebinding). Addresses written in the setting are never looked up.
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) {
      return callback(new MediaUnavailableError(`${hostname} resolves to a non-public address`), "", 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * Streams a media file a Z-API webhook pointed to (Z-API keeps received media for 30 days), from an
 * allowed host only, refusing at once a declared length over maxBytes. Redirects are not followed.
 */
export function fetchZapiMedia(link: string, hosts: string, maxBytes: number): Promise<Readable> {
  const url = new URL(link);
  if (!/^https?:$/.test(url.protocol) || !allowedMediaHost(url, hosts)) {
    return Promise.reject(new MediaUnavailableError(`Z-API media from ${url.host} is not allowed (ZAPI_MEDIA_HOSTS)`));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: checkedLookup, timeout: IDLE_TIMEOUT_MS }, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(new ZapiError("ERR_WAPP_DOWNLOAD_MEDIA", "media download", status));
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return reject(new MediaTooLargeError(maxBytes));
      }
      response.setTimeout(IDLE_TIMEOUT_MS, () =>
        response.destroy(new ZapiError("ERR_WAPP_DOWNLOAD_MEDIA", "media download")),
      );
      resolve(response);
    });
    request.on("timeout", () => request.destroy(new ZapiError("ERR_WAPP_DOWNLOAD_MEDIA", "media download")));
    request.on("error", reject);
  });
}

type MediaFields = Partial<Record<"image" | "video" | "audio" | "sticker" | "document", Record<string, unknown>>>;

/** The link of a stored webhook payload's file (image.imageUrl, document.documentUrl, ...). */
export function mediaLinkOf(payload: unknown): string {
  const fields = (payload ?? {}) as MediaFields;
  const link = (["image", "video", "audio", "sticker", "document"] as const)
    .map((kind) => fields[kind]?.[`${kind}Url`])
    .find((value): value is string => typeof value === "string");
  if (!link) throw new MediaUnavailableError("The webhook payload has no media link");
  return link;
}
