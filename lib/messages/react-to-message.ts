import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { dbId } from "@/lib/validation/db-id";
import { assertWindowOpen } from "./reply-window";
import { replyTicket } from "./reply-ticket";
import { storeOutbound } from "./store-outbound";
import { sendMessageJob } from "./send-message-job";

/** Providers whose sessions send reactions. */
const REACTING = new Set(["cloud"]);

export const reactSchema = z.object({
  messageId: dbId,
  /** One emoji (a few code points with modifiers); empty takes our reaction away. */
  emoji: z
    .string()
    .max(16)
    .refine((text) => !/[\p{L}\p{N}\s]/u.test(text), "notEmoji"),
});
export type ReactInput = z.input<typeof reactSchema>;

/**
 * The attendant's emoji on a message of the ticket, shown to the contact on WhatsApp: stored as a
 * reaction quoting it (ack 0) and sent by the job, like a reply; refused before storing where the
 * provider cannot react, on a note, or outside a Cloud API contact's 24-hour window.
 */
export async function reactToMessage(caller: Caller, ticketId: number, input: ReactInput) {
  const { messageId, emoji } = reactSchema.parse(input);
  const message = await prisma.$transaction(async (tx) => {
    const ticket = await replyTicket(tx, caller, ticketId);
    const target = await tx.message.findFirst({
      where: { id: messageId, ticketId: ticket.id },
      select: { id: true, isPrivate: true, fromMe: true, ack: true, whatsapp: { select: { provider: true } } },
    });
    if (!target) throw new AppError("ERR_NOT_FOUND", "Message not found", [{ path: "messageId", message: "notFound" }]);
    if (target.isPrivate) throw new AppError("ERR_PRIVATE_NOTE", "A private note is never shown to the contact");
    if (target.fromMe && target.ack === 0)
      throw new AppError("ERR_BAD_REQUEST", "WhatsApp never took this message", [
        { path: "messageId", message: "neverSent" },
      ]);
    if (!REACTING.has(target.whatsapp.provider))
      throw new AppError("ERR_WAPP_UNSUPPORTED", "This connection's provider cannot send reactions");
    assertWindowOpen(ticket);
    return storeOutbound(tx, ticket, {
      body: emoji,
      userId: caller.userId,
      kind: "reactionMessage",
      quotedMsgId: target.id,
    });
  });
  wakeJobs(sendMessageJob);
  await dispatch([{ type: "message.created", idGraf: caller.idGraf, messageIds: [message.id] }]);
  return message;
}
