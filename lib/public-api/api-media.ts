import type { Readable } from "node:stream";
import type { Caller } from "@/lib/auth/caller";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { isMediaTooLarge, isMediaUnavailable } from "@/lib/media/byte-limit";
import { fetchMediaLink } from "@/lib/media/fetch-media-link";
import { mediaStore } from "@/lib/media/media-store";
import { mediaKindOf } from "@/lib/messages/send-media-messages";
import type { StoredMedia } from "@/lib/messages/store-outbound";
import { listedHost } from "@/lib/utils/public-address";
import type { ApiMediaInput } from "./schemas";

const tooLarge = () => new AppError("ERR_MEDIA_TOO_LARGE", `The file is larger than ${env().MEDIA_MAX_BYTES} bytes`);
const unreachable = (status?: number) =>
  new AppError(
    "ERR_MEDIA_URL_UNREACHABLE",
    status ? `The media link answered HTTP ${status}` : "The media link gave no file",
  );

/** The file's bytes: decoded from base64, or streamed from its link under the rules of received media. */
function openApiMedia(media: ApiMediaInput, maxBytes: number): Buffer | Promise<Readable> {
  if (media.url === undefined) {
    const data = Buffer.from(media.base64 ?? "", "base64");
    if (data.length > maxBytes) throw tooLarge();
    return data;
  }
  const url = new URL(media.url);
  return fetchMediaLink(url, {
    maxBytes,
    anyAddress: listedHost(url, env().API_MEDIA_PRIVATE_HOSTS),
    failed: unreachable,
  });
}

/**
 * A file of POST /api/v1/messages kept in the media store as an attendant's upload is (a generated
 * name, the sender's only as the original name), cut off at MEDIA_MAX_BYTES. A link is fetched
 * like a received Z-API file (lib/media/fetch-media-link.ts): public addresses only (unless
 * API_MEDIA_PRIVATE_HOSTS lists the host), no redirects, a minute without bytes ends it.
 */
export async function storeApiMedia(caller: Caller, media: ApiMediaInput): Promise<StoredMedia> {
  const maxBytes = env().MEDIA_MAX_BYTES;
  let key: string;
  try {
    key = await mediaStore().put(caller.idGraf, await openApiMedia(media, maxBytes), media.mimetype, { maxBytes });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isMediaTooLarge(error)) throw tooLarge();
    if (media.url === undefined) throw error;
    if (isMediaUnavailable(error)) throw new AppError("ERR_MEDIA_URL_REFUSED", error.message);
    // A name that does not resolve, a refused or dropped connection.
    throw unreachable();
  }
  return { key, kind: mediaKindOf(key), fileName: media.filename };
}
