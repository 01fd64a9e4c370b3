import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { dbIdFromText } from "@/lib/validation/db-id";

/** The contact a `?contactId=` names, if it is the tenant's: the create modal opens for it. */
export async function scheduleContactFromQuery(caller: Caller, contactId: string | undefined) {
  const id = dbIdFromText.safeParse(contactId);
  if (!id.success) return undefined;
  const contact = await prisma.contact.findFirst({
    where: { id: id.data, idGraf: caller.idGraf },
    select: { id: true, name: true, number: true },
  });
  return contact ?? undefined;
}

/** What a schedule's form shows of its contact: the one of the query, of the schedule or picked from the list. */
export type ScheduleContact = NonNullable<Awaited<ReturnType<typeof scheduleContactFromQuery>>>;
