import type { RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";

/** The id of a quoted message of the same ticket; a private note is never quoted to the contact. */
export async function quotedMessageId(
  db: RawTx,
  ticketId: number,
  quoted: { id: number } | null | undefined,
  toContact: boolean,
) {
  if (!quoted) return null;
  const [found] = await db.$queryRaw<{ id: number; isPrivate: boolean }[]>`
    SELECT id, "isPrivate" FROM "Message" WHERE id = ${quoted.id} AND "ticketId" = ${ticketId}`;
  if (!found)
    throw new AppError("ERR_NOT_FOUND", "Quoted message not found", [{ path: "quotedMsg", message: "notFound" }]);
  if (toContact && found.isPrivate) {
    throw new AppError("ERR_PRIVATE_NOTE", "A private note cannot be quoted to the contact", [
      { path: "quotedMsg", message: "privateNote" },
    ]);
  }
  return found.id;
}
