import type { RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";

/** Queues named by a client must be queues of the caller's tenant; another tenant's are not found. */
export async function assertQueuesInTenant(tx: RawTx, idGraf: number, queueIds: number[], path = "queueIds") {
  const distinct = [...new Set(queueIds)];
  if (!distinct.length) return;
  const [{ found }] = await tx.$queryRaw<{ found: number }[]>`
    SELECT count(*)::int AS found FROM "Queue" WHERE "id" = ANY(${distinct}::int[]) AND "idGraf" = ${idGraf}`;
  if (found !== distinct.length)
    throw new AppError("ERR_NOT_FOUND", "Queue not found", [{ path, message: "notFound" }]);
}
