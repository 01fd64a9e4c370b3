import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isMediaKey, mediaStore } from "@/lib/media/media-store";
import { openVideoThumbnail } from "@/lib/media/video-thumbnail";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";

const THUMBNAIL = "thumbnail_";

/**
 * A stored media file of a message of the caller's tenant, or with `thumbnail_` before the key, a
 * video's still (spec section 7). The tenant in the URL must be the caller's, the key must be a key
 * the store made (no path is ever built from the URL) and a message of a ticket the caller may see
 * (ticket-visibility.ts) must name it; anything else is not found.
 */
export async function openMedia(caller: Caller, idGraf: string, requested: string) {
  const notFound = new AppError("ERR_NOT_FOUND", "Not found");
  const thumbnail = requested.startsWith(THUMBNAIL);
  const key = thumbnail ? requested.slice(THUMBNAIL.length) : requested;
  if (idGraf !== String(caller.idGraf) || !isMediaKey(key)) throw notFound;
  const message = await prisma.message.findFirst({
    where: { idGraf: caller.idGraf, mediaUrl: key, ticket: visibleTicketWhere(caller) },
    select: { mediaNameOriginal: true, mediaType: true },
  });
  if (!message || (thumbnail && message.mediaType !== "video")) throw notFound;
  const fileName = message.mediaNameOriginal ?? key;
  if (thumbnail) {
    const still = await openVideoThumbnail(mediaStore(), caller.idGraf, key);
    if (!still) throw notFound;
    return { ...still, fileName: `${fileName.replace(/\.[^.]*$/, "")}.jpg` };
  }
  const file = await mediaStore().open(caller.idGraf, key);
  if (!file) throw notFound;
  return { ...file, key, fileName };
}

/** The public path of a stored media key (spec: media keys are prefixed by the app path with the idGraf). */
export const mediaPath = (idGraf: number, key: string) => `/api/messages/download-file/${idGraf}/${key}`;
