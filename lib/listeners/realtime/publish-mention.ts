import { prisma } from "@/lib/db/client";
import type { EventOf } from "@/lib/events/domain-events";
import { channels } from "@/lib/realtime/channels";
import { emitToRooms } from "@/lib/realtime/emitter";
import { userRoom } from "@/lib/realtime/rooms";

const PREVIEW = 140;

/** Tells each attendant a note mentioned, on their own channel only: who wrote it, where, and its start. */
export async function publishMention({ messageId, userIds }: EventOf<"note.mentioned">) {
  const note = await prisma.message.findUnique({
    where: { id: messageId },
    select: {
      id: true,
      ticketId: true,
      body: true,
      user: { select: { id: true, name: true } },
      ticket: { select: { contact: { select: { name: true } } } },
    },
  });
  if (!note) return;
  const payload = {
    messageId: note.id,
    ticketId: note.ticketId,
    author: note.user,
    contactName: note.ticket.contact.name,
    body: note.body.slice(0, PREVIEW),
  };
  for (const userId of userIds) emitToRooms([userRoom(userId)], channels.noteMention(userId), payload);
}
