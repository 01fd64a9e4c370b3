import type { Socket } from "socket.io";
import { prisma } from "@/lib/db/client";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { loadMember } from "./member-rooms";
import { ticketRoom } from "./rooms";

/**
 * The chat room of a ticket (spec: joined by ticket id), entered only after the server has checked
 * that the socket's user, as they are now, may see that ticket. A client never picks a room by itself.
 */
export async function joinTicketRoom(socket: Socket, userId: number, ticketId: unknown): Promise<boolean> {
  const id = Number(ticketId);
  if (!Number.isInteger(id) || id <= 0) return false;
  const viewer = await loadMember(userId);
  if (!viewer) return false;
  const ticket = await prisma.ticket.findFirst({
    where: { AND: [{ id }, visibleTicketWhere(viewer)] },
    select: { id: true },
  });
  if (!ticket) return false;
  await socket.join(ticketRoom(id));
  return true;
}
