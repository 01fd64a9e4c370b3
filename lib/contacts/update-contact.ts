import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { checkContactNumber } from "./check-contact-number";
import { contactNotFound, contactWrite } from "./contact-not-found";
import { contactViewSelect } from "./contact-view";
import type { ContactPatch } from "./schemas";

/**
 * Changes the given fields of a contact (the form gives them all); extra information, when given,
 * replaces the contact's. Another contact's number is 409, a new number not on WhatsApp 400.
 */
export async function updateContact(caller: Caller, id: number, { extraInfo, ...fields }: ContactPatch) {
  const current = await prisma.contact.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { number: true, isGroup: true },
  });
  if (!current) throw contactNotFound();
  if (fields.number !== undefined && current.number !== fields.number && !current.isGroup)
    await checkContactNumber(caller, fields.number);
  const contact = await contactWrite(() =>
    prisma.contact.update({
      where: { id, idGraf: caller.idGraf },
      data: { ...fields, ...(extraInfo && { extraInfo: { deleteMany: {}, create: extraInfo } }) },
      select: contactViewSelect,
    }),
  );
  await dispatch([{ type: "contact.updated", idGraf: caller.idGraf, contactId: contact.id }]);
  return contact;
}
