import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";

/** Meta's customer-service window: a Cloud API number may write freely for 24 hours after the contact's last message. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type ReplyWindow = { provider: string; open: boolean; closesAt: Date | null };

/**
 * Whether the business may write freely to a ticket's contact: always, except on a Cloud API
 * connection, where the window runs from the contact's last message on that connection (in any of
 * its tickets there) and only an approved template may go once it has closed.
 */
export async function readReplyWindow(db: Prisma.TransactionClient, ticketId: number, now = new Date()): Promise<ReplyWindow> {
  const ticket = await db.ticket.findUniqueOrThrow({ where: { id: ticketId }, select: { contactId: true, whatsappId: true, whatsapp: { select: { provider: true } } } });
  const { provider } = ticket.whatsapp;
  if (provider !== "cloud") return { provider, open: true, closesAt: null };
  const last = await db.message.findFirst({
    where: { ticket: { contactId: ticket.contactId, whatsappId: ticket.whatsappId }, fromMe: false },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const closesAt = last ? new Date(last.createdAt.getTime() + REPLY_WINDOW_MS) : null;
  return { provider, open: !!closesAt && closesAt > now, closesAt };
}

export const windowClosed = () =>
  new AppError("ERR_WHATSAPP_WINDOW_CLOSED", "More than 24 hours since the contact's last message: only an approved template can be sent");

/** Refuses free messages to a Cloud API contact whose window has closed, before anything is stored. */
export async function assertReplyWindow(db: Prisma.TransactionClient, ticketId: number) {
  if (!(await readReplyWindow(db, ticketId)).open) throw windowClosed();
}
