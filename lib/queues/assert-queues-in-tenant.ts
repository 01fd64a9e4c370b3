import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Queues named by a client must be queues of the caller's tenant; another tenant's are not found. */
export async function assertQueuesInTenant(tx: Prisma.TransactionClient, idGraf: number, queueIds: number[], path = "queueIds") {
  const distinct = [...new Set(queueIds)];
  if (distinct.length && (await tx.queue.count({ where: { id: { in: distinct }, idGraf } })) !== distinct.length) {
    throw new AppError("ERR_NOT_FOUND", "Queue not found", [{ path, message: "notFound" }]);
  }
}
