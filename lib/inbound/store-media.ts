import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { mediaStore } from "@/lib/media/media-store";
import type { ReceivedMessage } from "@/lib/events/domain-events";
import { MEDIA_PENDING } from "./receive-message";

/** Marks a media message whose download failed (spec: url ending in ERROR). */
export const MEDIA_ERROR = "ERROR";

/**
 * Downloads a received message's media into the store; the message then names the stored key (or
 * ERROR), and `media.downloaded` tells who waits for it.
 */
export async function storeMedia(idGraf: number, messageId: number, media: NonNullable<ReceivedMessage["media"]>): Promise<string> {
  let mediaUrl = MEDIA_ERROR;
  try {
    mediaUrl = await mediaStore().put(idGraf, await media.download(), media.mimetype);
  } catch {
    // The attendant sees the error bubble and asks the contact to send it again.
  }
  await prisma.message.updateMany({ where: { id: messageId, idGraf, mediaUrl: MEDIA_PENDING }, data: { mediaUrl } });
  await dispatch([{ type: "media.downloaded", idGraf, messageId, stored: mediaUrl !== MEDIA_ERROR }]);
  return mediaUrl;
}
