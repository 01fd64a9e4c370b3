import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import { checkContactNumber } from "./check-contact-number";
import { contactWrite } from "./contact-not-found";
import { contactViewSelect } from "./contact-view";
import type { ContactInput } from "./schemas";

/**
 * A contact of the caller's tenant, created by the caller; a number already there is 409, one that
 * is not on WhatsApp 400 (ERR_WAPP_INVALID_CONTACT).
 */
export async function createContact(caller: Caller, { extraInfo, ...fields }: ContactInput) {
  await checkContactNumber(caller, fields.number);
  const contact = await contactWrite(() =>
    prisma.contact.create({
      data: { ...fields, idGraf: caller.idGraf, userId: caller.userId, extraInfo: { create: extraInfo } },
      select: contactViewSelect,
    }),
  );
  await dispatch([{ type: "contact.created", idGraf: caller.idGraf, contactId: contact.id }]);
  return contact;
}
