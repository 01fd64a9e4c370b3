import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { senderOf } from "@/lib/whatsapp/sender";
import { validateContactRows } from "./contact-rows";
import { upsertContactRows } from "./upsert-contact-rows";

/**
 * POST /contacts/import with { whatsappId }: the contacts the paired phone of one of the tenant's
 * connections knows, where its provider can list them (the simulator; Baileys and Z-API cannot:
 * 409 ERR_WAPP_CONTACTS_UNAVAILABLE). A name an attendant gave is kept; a nameless contact is
 * named by its number, as a first message names it.
 */
export async function importConnectionContacts(caller: Caller, whatsappId: number) {
  const connection = await prisma.whatsapp.findFirst({
    where: { id: whatsappId, idGraf: caller.idGraf },
    select: { id: true },
  });
  if (!connection) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  const sender = senderOf(connection.id);
  if (!sender.listContacts)
    throw new AppError(
      "ERR_WAPP_CONTACTS_UNAVAILABLE",
      "This connection's provider does not list the phone's contacts",
    );
  const known = await sender.listContacts();
  const { rows, rejected } = await validateContactRows(
    known.map((contact, index) => ({
      line: index + 1,
      name: contact.name?.trim() || contact.number,
      number: contact.number,
    })),
  );
  const { created, updated } = await upsertContactRows(caller.idGraf, caller.userId, rows, { keepNames: true });
  return { created, updated, rejected };
}
