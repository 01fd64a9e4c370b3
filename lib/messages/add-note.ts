import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { mentionableWhere } from "@/lib/tickets/ticket-viewers";
import { visibleTicketPlace } from "./list-mentionable-users";
import { quotedMessageId } from "./quoted-message";

export type NoteInput = { body: string; quoted?: { id: number } | null; mentionedUserIds: number[] };

/**
 * A private note on a ticket the caller may see, whatever its status: stored as the caller's
 * (isPrivate), never enqueued for sending, and leaving the ticket's last message and place in the
 * lists as they were. Whoever may see the ticket sees it; those it mentions, who must be among
 * them or of its department (and may open the ticket from then on), are told at once.
 */
export async function addNote(caller: Caller, ticketId: number, input: NoteInput) {
  const mentioned = [...new Set(input.mentionedUserIds)];
  const note = await prisma.$transaction(async (tx) => {
    const ticket = await visibleTicketPlace(tx, caller, ticketId);
    const quotedMsgId = await quotedMessageId(tx, ticket.id, input.quoted, false);
    const allowed = await tx.user.findMany({
      where: { AND: [mentionableWhere(ticket), { id: { in: mentioned } }] },
      select: { id: true },
    });
    const refused = mentioned.filter((id) => !allowed.some((user) => user.id === id));
    if (refused.length) {
      throw new AppError(
        "ERR_MENTION_NOT_ALLOWED",
        "Only attendants who can see the ticket or are of its department can be mentioned",
        [{ path: "mentionedUserIds", message: `cannotSeeTicket:${refused.join(",")}` }],
      );
    }
    return tx.message.create({
      data: {
        idGraf: caller.idGraf,
        ticketId: ticket.id,
        whatsappId: ticket.whatsappId,
        userId: caller.userId,
        body: input.body,
        fromMe: true,
        read: true,
        isPrivate: true,
        quotedMsgId,
        mentions: { create: mentioned.map((userId) => ({ userId, idGraf: caller.idGraf, ticketId: ticket.id })) },
      },
    });
  });
  await dispatch([
    { type: "message.created", idGraf: caller.idGraf, messageIds: [note.id] },
    ...(mentioned.length
      ? [{ type: "note.mentioned" as const, idGraf: caller.idGraf, messageId: note.id, userIds: mentioned }]
      : []),
  ]);
  return note;
}
