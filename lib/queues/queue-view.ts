import { loadQueueOptions, nestOptions } from "./menu-tree";
import { weekFlagsSelect } from "./week-flags";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A queue as every member of the tenant sees it (lists, filters, transfers, events). */
export const queueViewSelect = {
  id: true,
  name: true,
  color: true,
  greetingMessage: true,
  transferQueueMessage: true,
  outOfWorkMessage: true,
  startWork: true,
  endWork: true,
  ...weekFlagsSelect,
  holiday: true,
  assignment: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.QueueSelect;

export type QueueView = Prisma.QueueGetPayload<{ select: typeof queueViewSelect }>;

export const queueNotFound = () => new AppError("ERR_NOT_FOUND", "Queue not found");

/** A queue as its form edits it (admins): with its token and its whole chatbot menu. */
export async function loadQueueDetail(db: Prisma.TransactionClient, idGraf: number, id: number) {
  const queue = await db.queue.findFirst({ where: { id, idGraf }, select: { ...queueViewSelect, token: true } });
  if (!queue) throw queueNotFound();
  return { ...queue, chatbots: nestOptions(await loadQueueOptions(db, idGraf, id), null) };
}
