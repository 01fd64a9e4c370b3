import { z } from "zod";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { defineJob } from "@/lib/jobs/define-job";
import { isMediaTooLarge, isMediaUnavailable } from "@/lib/media/byte-limit";
import { mediaStore } from "@/lib/media/media-store";
import { openInboundMedia } from "@/lib/whatsapp/open-inbound-media";
import { MEDIA_ERROR, MEDIA_PENDING, MEDIA_TOO_LARGE } from "./media-markers";

/** The message names its stored key, or a marker, once; then the chat hears of it. */
async function settle(messageId: number, mediaUrl: string) {
  const settled = await prisma.$queryRaw<{ idGraf: number }[]>`
    UPDATE "Message" SET "mediaUrl" = ${mediaUrl}, "updatedAt" = now()
    WHERE "id" = ${messageId} AND "mediaUrl" = ${MEDIA_PENDING} RETURNING "idGraf"`;
  const stored = mediaUrl !== MEDIA_ERROR && mediaUrl !== MEDIA_TOO_LARGE;
  for (const { idGraf } of settled) await dispatch([{ type: "media.downloaded", idGraf, messageId, stored }]);
}

/**
 * Downloads a received message's file into the media store, streamed and cut off at
 * MEDIA_MAX_BYTES, off the connection's event queue: the message shows PENDING until the file
 * lands, TOO_LARGE when it was over the limit (the message is kept, its file not) and ERROR when
 * the provider could not give it after every retry. receive_inbound (migration inbound_in_one_call)
 * enqueues it in the statement that stores the messages, its payload built there in SQL, keyed
 * `download-media:<message id>`: a crash after the commit still downloads the file, and the key
 * makes it happen once.
 */
export const downloadMediaJob = defineJob({
  queue: "download-media",
  payload: z.object({ messageId: z.number().int(), mimetype: z.string() }),
  baseDelayMs: 5000,
  // A download holds a connection and up to a few parts of a file in memory.
  batchSize: 2,
  async run({ messageId, mimetype }) {
    const message = await prisma.message.findUnique({
      where: { id: messageId },
      select: {
        idGraf: true,
        whatsappId: true,
        mediaUrl: true,
        dataJson: true,
        whatsapp: { select: { provider: true } },
      },
    });
    if (!message || message.mediaUrl !== MEDIA_PENDING) return;
    const maxBytes = env().MEDIA_MAX_BYTES;
    const received = { ...message, provider: message.whatsapp.provider, raw: message.dataJson };
    let mediaUrl: string;
    try {
      const file = await openInboundMedia(received, maxBytes);
      mediaUrl = await mediaStore().put(message.idGraf, file, mimetype, { maxBytes });
    } catch (error) {
      if (isMediaTooLarge(error)) mediaUrl = MEDIA_TOO_LARGE;
      else if (isMediaUnavailable(error)) mediaUrl = MEDIA_ERROR;
      else throw error;
    }
    await settle(messageId, mediaUrl);
  },
  async onFinalFailure({ messageId }) {
    await settle(messageId, MEDIA_ERROR);
  },
});
