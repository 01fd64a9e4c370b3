import type { Prisma } from "@/lib/generated/prisma/client";
import { loadQueueOptions, nestOptions, optionViewSelect } from "@/lib/queues/menu-tree";
import { optionNotFound } from "@/lib/queues/save-menu";

/** One option of the tenant with its whole sub-menu. */
export async function loadOptionDetail(db: Prisma.TransactionClient, idGraf: number, id: number) {
  const option = await db.chatbotOption.findFirst({ where: { id, idGraf }, select: optionViewSelect });
  if (!option) throw optionNotFound();
  return { ...option, options: nestOptions(await loadQueueOptions(db, idGraf, option.queueId), id) };
}
