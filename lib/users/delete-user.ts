import { forgetCallers, type Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { refreshUserSockets } from "@/lib/realtime/user-sockets";
import { userNotFound } from "./get-user";
import { canManageUser } from "./manage-rules";

export async function deleteUser(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  if (id === caller.userId) throw new AppError("ERR_BAD_REQUEST", "You cannot delete your own user");
  const returned = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id, idGraf: caller.idGraf }, select: { profile: true } });
    if (!user) throw userNotFound();
    if (!canManageUser(caller, user)) throw new AppError("ERR_NO_PERMISSION", "No permission");
    // The tickets the user was serving go back to the waiting list. Closed tickets stay closed and
    // only lose their user, which the relation's onDelete SetNull does.
    const serving = { idGraf: caller.idGraf, userId: id, status: { not: "closed" } };
    const tickets = await tx.ticket.findMany({
      where: serving,
      select: { id: true, idGraf: true, status: true, userId: true, queueId: true },
    });
    await tx.ticket.updateMany({ where: serving, data: { status: "pending", userId: null } });
    await tx.user.delete({ where: { id } });
    return tickets;
  });
  forgetCallers([id]);
  await refreshUserSockets(id);
  await dispatch(
    returned.map(({ id: ticketId, ...before }) => ({
      type: "ticket.returned" as const,
      byUserId: caller.userId,
      idGraf: caller.idGraf,
      ticketId,
      before,
      after: { ...before, status: "pending", userId: null },
    })),
  );
  emitToTenant(caller.idGraf, channels.user, { action: "delete", userId: id });
}
