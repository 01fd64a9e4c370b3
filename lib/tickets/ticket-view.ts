import type { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStatus } from "./ticket-status";

// The ticket as the API shows it (spec section 3), with the names the lists and the chat header
// show beside their ids.
export const ticketViewSelect = {
  id: true,
  status: true,
  userId: true,
  user: { select: { id: true, name: true } },
  queueId: true,
  queue: { select: { id: true, name: true, color: true } },
  whatsappId: true,
  whatsapp: { select: { id: true, name: true } },
  contactId: true,
  contact: { select: { id: true, name: true, number: true, profilePicUrl: true } },
  idGraf: true,
  isGroup: true,
  tags: { select: { tag: { select: { id: true, name: true, color: true } } }, orderBy: { tag: { name: "asc" } } },
  lastMessage: true,
  lastMessageTime: true,
  createdAt: true,
  updatedAt: true,
  unread: true,
  unreadMessages: true,
  // The last message, for whether its send failed for good (the row's mark).
  messages: { select: { sendError: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 },
} satisfies Prisma.TicketSelect;

type Row = Prisma.TicketGetPayload<{ select: typeof ticketViewSelect }>;

export function toTicketView({ tags, messages, ...rest }: Row) {
  // The column is text; only the three statuses are ever written to it.
  return { ...rest, status: rest.status as TicketStatus, tags: tags.map((t) => t.tag), lastMessageFailed: !!messages[0]?.sendError };
}

export type TicketView = ReturnType<typeof toTicketView>;
