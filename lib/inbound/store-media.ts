import { prisma } from "@/lib/db/client";
import { mediaStore } from "@/lib/media/media-store";
import type { InboundMedia } from "@/lib/whatsapp/provider";
import { MEDIA_PENDING } from "./receive-message";

/** Marks a media message whose download failed (spec: url ending in ERROR). */
export const MEDIA_ERROR = "ERROR";

/** Downloads a received message's media into the store; the message then names the stored key. */
export async function storeMedia(idGraf: number, messageId: number, media: InboundMedia): Promise<string> {
  let mediaUrl = MEDIA_ERROR;
  try {
    mediaUrl = await mediaStore().put(idGraf, await media.download(), media.mimetype);
  } catch {
    // The attendant sees the error bubble and asks the contact to send it again.
  }
  await prisma.message.updateMany({ where: { id: messageId, idGraf, mediaUrl: MEDIA_PENDING }, data: { mediaUrl } });
  return mediaUrl;
}
