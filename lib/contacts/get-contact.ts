import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { contactNotFound } from "./contact-not-found";
import { contactViewSelect } from "./contact-view";

export async function getContact(caller: Caller, id: number) {
  const contact = await prisma.contact.findFirst({ where: { id, idGraf: caller.idGraf }, select: contactViewSelect });
  if (!contact) throw contactNotFound();
  return contact;
}
