import type { Caller } from "@/lib/auth/caller";
import { PRESENCE_WINDOW_SECONDS } from "@/lib/auth/presence-rule";
import { presenceOf, toUserView, userViewInclude, type Presence } from "@/lib/auth/user-view";
import { prisma } from "@/lib/db/client";
import { sqlTransaction } from "@/lib/db/sql-transaction";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { assignInUsersQueues, assignTickets } from "@/lib/queues/assign-tickets";
import type { PresenceInput } from "./schemas";

// Presence (lib/auth/presence-rule.ts): a user is connected while a row of UserSocket, one per
// live socket on any process, was renewed within the window; online while connected and not away.
// A change is told to the tenant as the user's `update`, which the Users screen and the transfer
// dialog show; a user who becomes online lets their round-robin departments hand them tickets.

type SocketRef = { socketId: string; userId: number; idGraf: number };

async function presenceNow(userId: number): Promise<Presence> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { away: true, sockets: userViewInclude.sockets },
  });
  return user ? presenceOf(user) : "offline";
}

/** Tells the tenant the user's view with their presence, and hands them tickets when they are online. */
async function announce(idGraf: number, userId: number) {
  const user = await prisma.user.findFirst({ where: { id: userId, idGraf }, include: userViewInclude });
  if (!user) return;
  const view = toUserView(user);
  if (view.presence === "online" && (await sqlTransaction((tx) => assignInUsersQueues(tx, idGraf, userId))) > 0)
    wakeJobs(assignTickets);
  emitToTenant(idGraf, channels.user, { action: "update", user: view });
}

/** A socket of the user connected on this process: the first one makes the user connected. */
export async function recordSocket({ socketId, userId, idGraf }: SocketRef, processId: string) {
  const before = await presenceNow(userId);
  await prisma.userSocket.create({ data: { socketId, userId, idGraf, processId } });
  if (before === "offline") await announce(idGraf, userId);
}

/** A socket of the user closed: the last one makes the user offline. */
export async function dropSocket({ socketId, userId, idGraf }: SocketRef) {
  await prisma.userSocket.deleteMany({ where: { socketId } });
  if ((await presenceNow(userId)) === "offline") await announce(idGraf, userId);
}

/**
 * Renews this process's sockets and deletes the rows of processes that stopped renewing theirs
 * (they died), in one statement: their users, when no other socket of theirs lives, are told offline.
 */
export async function renewSockets(processId: string) {
  const gone = await prisma.$queryRaw<SocketRef[]>`
    WITH renewed AS (UPDATE "UserSocket" SET "seenAt" = now() WHERE "processId" = ${processId})
    DELETE FROM "UserSocket" WHERE "processId" <> ${processId}
      AND "seenAt" <= now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})
    RETURNING "socketId", "userId", "idGraf"`;
  for (const { userId, idGraf } of gone) if ((await presenceNow(userId)) === "offline") await announce(idGraf, userId);
}

/** A process that stops takes its sockets' rows with it (the sockets are closed and reconnect elsewhere). */
export async function dropProcessSockets(processId: string) {
  await prisma.userSocket.deleteMany({ where: { processId } });
}

/** PUT /users/me/presence: online takes tickets from round-robin departments again, away stops it. */
export async function setOwnPresence(caller: Caller, { status }: PresenceInput) {
  await prisma.user.updateMany({
    where: { id: caller.userId, idGraf: caller.idGraf },
    data: { away: status === "away" },
  });
  await announce(caller.idGraf, caller.userId);
  return { presence: await presenceNow(caller.userId) };
}
