import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { publishScheduleDeleted } from "./publish-schedule";

/**
 * Removes a schedule. Its job finds nothing left to send; the delete waits for the row lock a send
 * in progress holds, so a schedule is either sent or deleted, never both half-way.
 */
export async function deleteSchedule(caller: Caller, id: number) {
  const deleted = await prisma.$executeRaw`DELETE FROM "Schedule" WHERE "id" = ${id} AND "idGraf" = ${caller.idGraf}`;
  if (!deleted) throw new AppError("ERR_NOT_FOUND", "Schedule not found");
  await publishScheduleDeleted(caller.idGraf, id);
}
