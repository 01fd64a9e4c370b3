import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { asCreation } from "@/lib/db/creation-failure";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { dbId } from "@/lib/validation/db-id";
import { replyTicket } from "./reply-ticket";
import { storeOutbound } from "./store-outbound";

export const sendMessageSchema = z.object({
  body: z.string().max(30000).refine((text) => text.trim().length > 0, "empty"),
  quotedMsg: z.object({ id: dbId }).nullish(),
  /** The signature option: the attendant's name in bold and a line break before the text. */
  signature: z.boolean().default(false),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * An attendant's text to a ticket's contact: stored first with ack 0, then sent by a durable job,
 * so a crash or a provider failure loses nothing and the send is retried.
 */
export async function sendMessage(caller: Caller, ticketId: number, input: SendMessageInput) {
  const data = sendMessageSchema.parse(input);
  const body = data.signature ? `*${caller.name}*\n${data.body}` : data.body;
  const message = await asCreation("ERR_CREATING_MESSAGE", () => prisma.$transaction(async (tx) => {
    const ticket = await replyTicket(tx, caller, ticketId);
    const quoted = data.quotedMsg
      ? await tx.message.findFirst({ where: { id: data.quotedMsg.id, ticketId: ticket.id }, select: { id: true } })
      : null;
    if (data.quotedMsg && !quoted) throw new AppError("ERR_NOT_FOUND", "Quoted message not found", [{ path: "quotedMsg", message: "notFound" }]);
    return storeOutbound(tx, ticket, { body, userId: caller.userId, quotedMsgId: quoted?.id });
  }));
  wakeJobs();
  await dispatch([{ type: "message.created", idGraf: caller.idGraf, messageIds: [message.id] }]);
  return message;
}
