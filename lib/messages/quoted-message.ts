import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The id of a quoted message of the same ticket; a private note is never quoted to the contact. */
export async function quotedMessageId(db: Prisma.TransactionClient, ticketId: number, quoted: { id: number } | null | undefined, toContact: boolean) {
  if (!quoted) return null;
  const found = await db.message.findFirst({ where: { id: quoted.id, ticketId }, select: { id: true, isPrivate: true } });
  if (!found) throw new AppError("ERR_NOT_FOUND", "Quoted message not found", [{ path: "quotedMsg", message: "notFound" }]);
  if (toContact && found.isPrivate) {
    throw new AppError("ERR_PRIVATE_NOTE", "A private note cannot be quoted to the contact", [{ path: "quotedMsg", message: "privateNote" }]);
  }
  return found.id;
}
