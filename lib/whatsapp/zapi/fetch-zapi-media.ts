import { isIP } from "node:net";
import type { Readable } from "node:stream";
import { MediaUnavailableError } from "@/lib/media/byte-limit";
import { fetchMediaLink } from "@/lib/media/fetch-media-link";
import { listedHost } from "@/lib/utils/public-address";
import { ZapiError } from "./zapi-client";

/**
 * Streams a media file a Z-API webhook pointed to (Z-API keeps received media for 30 days), from an
 * allowed host only (an allowed address, a test's stand-in, is taken as written), refusing at once
 * a declared length over maxBytes. Redirects are not followed.
 */
export function fetchZapiMedia(link: string, hosts: string, maxBytes: number): Promise<Readable> {
  const url = new URL(link);
  if (!/^https?:$/.test(url.protocol) || !listedHost(url, hosts)) {
    return Promise.reject(new MediaUnavailableError(`Z-API media from ${url.host} is not allowed (ZAPI_MEDIA_HOSTS)`));
  }
  return fetchMediaLink(url, {
    maxBytes,
    anyAddress: isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0,
    failed: (status) => new ZapiError("ERR_WAPP_DOWNLOAD_MEDIA", "media download", status),
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
