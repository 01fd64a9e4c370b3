import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { checkContactNumber } from "./check-contact-number";
import { contactNotFound, contactWrite } from "./contact-not-found";
import { contactViewSelect } from "./contact-view";
import type { ContactInput } from "./schemas";

/** Replaces a contact's fields and extra information; another contact's number is 409, a new number not on WhatsApp 400. */
export async function updateContact(caller: Caller, id: number, { extraInfo, ...fields }: ContactInput) {
  const current = await prisma.contact.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { number: true, isGroup: true },
  });
  if (!current) throw contactNotFound();
  if (current.number !== fields.number && !current.isGroup) await checkContactNumber(caller, fields.number);
  const contact = await contactWrite(() =>
    prisma.contact.update({
      where: { id, idGraf: caller.idGraf },
      data: { ...fields, extraInfo: { deleteMany: {}, create: extraInfo } },
      select: contactViewSelect,
    }),
  );
  await dispatch([{ type: "contact.updated", idGraf: caller.idGraf, contactId: contact.id }]);
  return contact;
}
