import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isMediaKey, mediaStore } from "@/lib/media/media-store";

/**
 * A stored media file of a message of the caller's tenant. The tenant in the URL must be the
 * caller's, the key must be a key the store made (no path is ever built from the URL) and a
 * message of the tenant must name it; anything else is not found.
 */
export async function openMedia(caller: Caller, idGraf: string, key: string) {
  const notFound = new AppError("ERR_NOT_FOUND", "Not found");
  if (idGraf !== String(caller.idGraf) || !isMediaKey(key)) throw notFound;
  const message = await prisma.message.findFirst({
    where: { idGraf: caller.idGraf, mediaUrl: key },
    select: { mediaNameOriginal: true, mediaType: true },
  });
  const file = message ? await mediaStore().open(caller.idGraf, key) : null;
  if (!message || !file) throw notFound;
  return { ...file, key, fileName: message.mediaNameOriginal ?? key };
}

/** The public path of a stored media key (spec: media keys are prefixed by the app path with the idGraf). */
export const mediaPath = (idGraf: number, key: string) => `/api/messages/download-file/${idGraf}/${key}`;
