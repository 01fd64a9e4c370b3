import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { assertQueuesInTenant } from "@/lib/queues/assert-queues-in-tenant";

/** The default connection and the queues of a user must belong to the user's tenant. */
export async function assertRelationsInTenant(
  tx: Prisma.TransactionClient,
  idGraf: number,
  { whatsappId, queueIds }: { whatsappId?: number | null; queueIds?: number[] },
) {
  if (
    whatsappId != null &&
    !(await tx.whatsapp.findFirst({ where: { id: whatsappId, idGraf }, select: { id: true } }))
  ) {
    throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  }
  if (queueIds) await assertQueuesInTenant(tx, idGraf, queueIds);
}

/** Runs a write of a user; e-mail is the user's only unique column, so a unique violation names it. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("ERR_DUPLICATED", "E-mail already in use", [{ path: "email", message: "duplicated" }]);
    }
    throw error;
  }
}
