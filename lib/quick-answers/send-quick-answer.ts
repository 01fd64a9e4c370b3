import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { mediaStore, mimetypeOfKey } from "@/lib/media/media-store";
import { replyTicket } from "@/lib/messages/reply-ticket";
import { sendMediaMessages } from "@/lib/messages/send-media-messages";
import { sendMessage } from "@/lib/messages/send-message";
import { quickAnswerNotFound } from "./quick-answer-view";
import type { SendQuickAnswerInput } from "./schemas";

/**
 * A quick answer chosen in the composer, sent to a ticket: its text as the attendant left it, with
 * its file (as the caption where the provider has one). The message gets a copy of the file, sent
 * like an attendant's upload (stored with ack 0, the durable send job, its retry and failure
 * marks), so changing or deleting the answer later never takes a sent message's file. Without a
 * file it is a plain text.
 */
export async function sendQuickAnswer(caller: Caller, id: number, { ticketId, body }: SendQuickAnswerInput) {
  const answer = await prisma.quickAnswer.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { mediaKey: true, mediaName: true },
  });
  if (!answer) throw quickAnswerNotFound();
  if (!answer.mediaKey) return [await sendMessage(caller, ticketId, { body })];
  // Refused before the copy when the ticket takes no reply.
  await replyTicket(prisma, caller, ticketId);
  const store = mediaStore();
  const file = await store.open(caller.idGraf, answer.mediaKey);
  if (!file) throw new AppError("ERR_NOT_FOUND", "The quick answer's file is missing");
  const mimetype = mimetypeOfKey(answer.mediaKey);
  const key = await store.put(caller.idGraf, file.stream, mimetype);
  const fileName = answer.mediaName || answer.mediaKey;
  return sendMediaMessages(caller, ticketId, { body: [body], medias: [{ key, size: file.size, fileName, mimetype }] });
}
