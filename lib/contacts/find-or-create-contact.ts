import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkContactNumber } from "./check-contact-number";
import { contactViewSelect } from "./contact-view";
import { DEFAULT_ZONE_CODE, type QuickContactInput } from "./schemas";
import { fullNumber, zoneCodeOf } from "./phone-number";

/** A contact card's number: international (with its calling code), or Brazilian without it. */
export function resolveNumber(digits: string) {
  const zoneCode = zoneCodeOf(digits);
  if (zoneCode) return { zoneCode, number: digits };
  const national = fullNumber(digits, DEFAULT_ZONE_CODE);
  if (national) return { zoneCode: DEFAULT_ZONE_CODE, number: national };
  throw new AppError("ERR_BAD_REQUEST", "Invalid input", [{ path: "number", message: "invalidNumber" }]);
}

/**
 * POST /contact (the "talk to" of a shared contact card): the tenant's contact of that number,
 * created when there is none, once WhatsApp knows the number (asked of `whatsappId`, the
 * connection the conversation will use, when given). The tenant is always the caller's.
 */
export async function findOrCreateContact(caller: Caller, input: QuickContactInput, whatsappId?: number) {
  const { zoneCode, number } = resolveNumber(input.number);
  const where = { idGraf_number: { idGraf: caller.idGraf, number } };
  const existing = await prisma.contact.findUnique({ where, select: contactViewSelect });
  if (existing) return { contact: existing, created: false };
  await checkContactNumber(caller, number, whatsappId);
  try {
    const contact = await prisma.contact.create({
      data: { idGraf: caller.idGraf, userId: caller.userId, name: input.name, email: input.email, zoneCode, number },
      select: contactViewSelect,
    });
    await dispatch([{ type: "contact.created", idGraf: caller.idGraf, contactId: contact.id }]);
    return { contact, created: true };
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    return { contact: await prisma.contact.findUniqueOrThrow({ where, select: contactViewSelect }), created: false };
  }
}
