import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { autocommit } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { defineJob } from "@/lib/jobs/define-job";
import { failureCode } from "./failure-code";
import { isMediaKey, mediaStore, mimetypeOfKey } from "@/lib/media/media-store";
import type { OutboundMedia, OutboundTemplate, SendOptions } from "@/lib/whatsapp/provider";
import { senderOf, type Sender } from "@/lib/whatsapp/sender";

type Outbound = {
  id: number;
  idGraf: number;
  whatsappId: number;
  body: string;
  ack: number;
  isDeleted: boolean;
  isPrivate: boolean;
  isForwardMessage: boolean;
  providerMessageId: string | null;
  mediaType: string;
  mediaUrl: string | null;
  mediaNameOriginal: string | null;
  dataJson: unknown;
  /** The contact's number, where the message goes. */
  to: string;
  quotedProviderId: string | null;
};

// Read for every send (lib/db/read-sql.ts).
const messageOf = async (messageId: number): Promise<Outbound | undefined> =>
  (
    await readSql<Outbound>(Prisma.sql`
      SELECT m.id, m."idGraf", m."whatsappId", m.body, m.ack, m."isDeleted", m."isPrivate", m."isForwardMessage",
        m."providerMessageId", m."mediaType", m."mediaUrl", m."mediaNameOriginal", m."dataJson", c.number AS "to",
        q."providerMessageId" AS "quotedProviderId"
      FROM "Message" m JOIN "Ticket" t ON t.id = m."ticketId" JOIN "Contact" c ON c.id = t."contactId"
        LEFT JOIN "Message" q ON q.id = m."quotedMsgId"
      WHERE m.id = ${messageId}`)
  )[0];

/** The stored file of a media message; its text goes along as the caption unless it is only the file name. */
async function mediaOf(message: Outbound & { mediaUrl: string }): Promise<OutboundMedia> {
  const file = await mediaStore().open(message.idGraf, message.mediaUrl);
  if (!file) throw new Error(`The media file of message ${message.id} is missing`);
  const fileName = message.mediaNameOriginal ?? message.mediaUrl;
  const caption = message.body.trim() && message.body !== fileName ? message.body : undefined;
  return {
    data: Buffer.concat(await file.stream.toArray()),
    mimetype: mimetypeOfKey(message.mediaUrl),
    fileName,
    caption,
  };
}

const unsupported = (what: string) =>
  new AppError("ERR_WAPP_UNSUPPORTED", `The connection's provider cannot send ${what}`);

/** What the message is on WhatsApp: a template, a reaction, a file, or text. */
async function send(sender: Sender, to: string, message: Outbound, options: SendOptions) {
  if (message.mediaType === "templateMessage") {
    if (!sender.sendTemplate) throw unsupported("templates");
    return sender.sendTemplate(to, (message.dataJson as { template: OutboundTemplate }).template);
  }
  if (message.mediaType === "reactionMessage") {
    if (!sender.sendReaction || !options.quotedId) throw unsupported("reactions");
    return sender.sendReaction(to, options.quotedId, message.body);
  }
  const { mediaUrl } = message;
  if (mediaUrl && isMediaKey(mediaUrl)) return sender.sendMedia(to, await mediaOf({ ...message, mediaUrl }), options);
  return sender.sendText(to, message.body, options);
}

const dispatchSent = (message: { idGraf: number; id: number }) =>
  dispatch([{ type: "message.updated", idGraf: message.idGraf, messageId: message.id, change: "sent" }]);

/**
 * Sends a stored outbound message through its connection; retried with backoff by the runner.
 * storeOutbound enqueues it in the statement that stores the message, its payload built there in
 * SQL (`jsonb_build_object('messageId', …)`), keyed `send-message:<message id>` and grouped by
 * ticket so a ticket's messages go in order.
 */
export const sendMessageJob = defineJob({
  queue: "send-message",
  payload: z.object({ messageId: z.number().int() }),
  baseDelayMs: 2000,
  async run({ messageId }) {
    const message = await messageOf(messageId);
    // Deleted since, or a private note (never sent, even if one were enqueued): nothing to send.
    if (!message || message.isDeleted || message.isPrivate) return;
    // Already taken by WhatsApp (a provider ack arrived before an earlier attempt recorded its
    // send): nothing to send, but what follows a send (a schedule marked sent) still happens.
    if (message.ack > 0) {
      await autocommit().$executeRaw`
        UPDATE "Message" SET "sendRetryError" = NULL WHERE "id" = ${message.id} AND "sendRetryError" IS NOT NULL`;
      return dispatchSent(message);
    }
    const sender = senderOf(message.whatsappId);
    const options = {
      id: message.providerMessageId ?? undefined,
      quotedId: message.quotedProviderId ?? undefined,
      forwarded: message.isForwardMessage,
    };
    const sent = await send(sender, message.to, message, options);
    // An ack from the provider may already have arrived: acks only go up.
    await autocommit().$executeRaw`
      UPDATE "Message" SET "providerMessageId" = ${sent.id}, "ack" = GREATEST("ack", 1), "sendError" = NULL,
        "sendRetryError" = NULL
      WHERE "id" = ${message.id}`;
    await dispatchSent(message);
  },
  // The chat shows at once that the message is being sent again, and why, instead of a clock until
  // the last attempt. Only a message still waiting is marked, and only when its reason changed: the
  // next attempt may already have sent it or failed for good.
  async onRetry({ messageId }, reason) {
    const code = failureCode(reason);
    const marked = await autocommit().$queryRaw<{ idGraf: number }[]>`
      UPDATE "Message" SET "sendRetryError" = ${code}
      WHERE "id" = ${messageId} AND "ack" = 0 AND "sendError" IS NULL AND NOT "isDeleted"
        AND "sendRetryError" IS DISTINCT FROM ${code}
      RETURNING "idGraf"`;
    if (marked[0]) {
      await dispatch([{ type: "message.updated", idGraf: marked[0].idGraf, messageId, change: "retrying" }]);
    }
  },
  async onFinalFailure({ messageId }, reason) {
    const message = await messageOf(messageId);
    if (!message) return;
    // The reason the chat and the undelivered list show, as a code of the catalogue.
    const error = failureCode(reason);
    await prisma.message.update({
      where: { id: message.id },
      data: { sendError: error, failedAt: new Date(), sendRetryError: null },
    });
    const words = (reason instanceof Error ? reason.message : String(reason)).slice(0, 500);
    await dispatch([
      { type: "message.sendFailed", idGraf: message.idGraf, messageId: message.id, error, reason: words },
    ]);
  },
});
