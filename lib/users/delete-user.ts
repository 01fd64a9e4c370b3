import { forgetCallers, type Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { userNotFound } from "./get-user";
import { canManageUser } from "./manage-rules";

export async function deleteUser(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  if (id === caller.userId) throw new AppError("ERR_BAD_REQUEST", "You cannot delete your own user");
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id, idGraf: caller.idGraf }, select: { profile: true } });
    if (!user) throw userNotFound();
    if (!canManageUser(caller, user)) throw new AppError("ERR_NO_PERMISSION", "No permission");
    // The tickets the user was serving go back to the waiting list. Closed tickets stay closed and
    // only lose their user, which the relation's onDelete SetNull does.
    await tx.ticket.updateMany({
      where: { idGraf: caller.idGraf, userId: id, status: { not: "closed" } },
      data: { status: "pending", userId: null },
    });
    await tx.user.delete({ where: { id } });
  });
  forgetCallers([id]);
  emitToTenant(caller.idGraf, channels.user, { action: "delete", userId: id });
}
