import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import { listedHost, publicOnlyLookup } from "@/lib/utils/public-address";
import { MediaTooLargeError, MediaUnavailableError } from "@/lib/media/byte-limit";
import { ZapiError } from "./zapi-client";

const IDLE_TIMEOUT_MS = 60_000;

const checkedLookup = publicOnlyLookup(
  (hostname) => new MediaUnavailableError(`${hostname} resolves to a non-public address`),
);

/**
 * Streams a media file a Z-API webhook pointed to (Z-API keeps received media for 30 days), from an
 * allowed host only, refusing at once a declared length over maxBytes. Redirects are not followed.
 */
export function fetchZapiMedia(link: string, hosts: string, maxBytes: number): Promise<Readable> {
  const url = new URL(link);
  if (!/^https?:$/.test(url.protocol) || !listedHost(url, hosts)) {
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
