import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enqueue } from "@/lib/jobs/job-queue";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { newOutboundId } from "./outbound-id";
import { SEND_MESSAGE_QUEUE, type SendMessagePayload } from "./send-message-job";

export const sendMessageSchema = z.object({
  body: z.string().max(30000).refine((text) => text.trim().length > 0, "empty"),
  quotedMsg: z.object({ id: z.number().int().positive() }).nullish(),
  /** The signature option: the attendant's name in bold and a line break before the text. */
  signature: z.boolean().default(false),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

const LAST_MESSAGE_MAX = 255;

/**
 * An attendant's text to a ticket's contact: stored first with ack 0, then sent by a durable job,
 * so a crash or a provider failure loses nothing and the send is retried.
 */
export async function sendMessage(caller: Caller, ticketId: number, input: SendMessageInput) {
  const data = sendMessageSchema.parse(input);
  const body = data.signature ? `*${caller.name}*\n${data.body}` : data.body;
  const message = await prisma.$transaction(async (tx) => {
    const ticket = await tx.ticket.findFirst({ where: { id: ticketId, idGraf: caller.idGraf }, select: { id: true, status: true, whatsappId: true } });
    if (!ticket) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
    if (ticket.status !== "open") throw new AppError("ERR_BAD_REQUEST", "Accept or reopen the conversation to answer it", [{ path: "ticket", message: "notOpen" }]);
    const quoted = data.quotedMsg
      ? await tx.message.findFirst({ where: { id: data.quotedMsg.id, ticketId: ticket.id }, select: { id: true } })
      : null;
    if (data.quotedMsg && !quoted) throw new AppError("ERR_NOT_FOUND", "Quoted message not found", [{ path: "quotedMsg", message: "notFound" }]);
    const created = await tx.message.create({
      data: {
        idGraf: caller.idGraf,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        userId: caller.userId,
        providerMessageId: newOutboundId(),
        body,
        fromMe: true,
        read: true,
        ack: 0,
        mediaType: quoted ? "extendedTextMessage" : "conversation",
        quotedMsgId: quoted?.id ?? null,
      },
    });
    await tx.ticket.update({ where: { id: ticket.id }, data: { lastMessage: body.slice(0, LAST_MESSAGE_MAX), lastMessageTime: created.createdAt } });
    const payload: SendMessagePayload = { messageId: created.id };
    await enqueue(tx, { queue: SEND_MESSAGE_QUEUE, key: `${SEND_MESSAGE_QUEUE}:${created.id}`, payload });
    return created;
  });
  wakeJobs();
  return message;
}
