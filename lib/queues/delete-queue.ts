import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { queueNotFound } from "./queue-view";

/**
 * Deletes a queue with its chatbot menu. Its tickets stay, without a queue, and users and
 * connections simply no longer list it (the relations' onDelete). A connection's default
 * department is refused instead: every connection needs one, and the admin picks the new one.
 */
export async function deleteQueue(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  await prisma.$transaction(async (tx) => {
    // The row lock waits out a connection being pointed at this queue right now, and holds off
    // the next one until the queue is gone.
    const [locked] = await tx.$queryRaw<
      unknown[]
    >`SELECT 1 FROM "Queue" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf} FOR UPDATE`;
    if (!locked) throw queueNotFound();
    const defaultOf = await tx.whatsapp.findMany({
      where: { idGraf: caller.idGraf, defaultQueueId: id },
      select: { id: true, name: true },
    });
    if (defaultOf.length) {
      throw new AppError(
        "ERR_QUEUE_IS_DEFAULT_DEPARTMENT",
        `Default department of ${defaultOf.map((connection) => connection.name).join(", ")}`,
        defaultOf.map((connection) => ({
          path: "defaultDepartment",
          message: "defaultDepartment",
          whatsappId: connection.id,
          name: connection.name,
        })),
      );
    }
    await tx.queue.delete({ where: { id } });
  });
  await dispatch([{ type: "queue.deleted", idGraf: caller.idGraf, queueId: id }]);
}
