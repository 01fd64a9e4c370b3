import type { Prisma } from "@/lib/generated/prisma/client";
import { PRESENCE_WINDOW_SECONDS } from "./presence-rule";

// The user as the API shows it (spec section 3): never the password hash or token version.
export const userViewInclude = {
  // The status too: an attendant sees whether their own connection is up (never its QR or tokens).
  whatsapp: { select: { id: true, name: true, status: true } },
  queues: { select: { queue: { select: { id: true, name: true, color: true } } } },
  // The latest renewed socket says whether the user is connected (presence-rule.ts).
  sockets: { select: { seenAt: true }, orderBy: { seenAt: "desc" }, take: 1 },
} satisfies Prisma.UserInclude;

/** online: connected and taking tickets; away: connected, set away by themselves; offline: no page open. */
export type Presence = "online" | "away" | "offline";

export function presenceOf(user: { away: boolean; sockets: { seenAt: Date }[] }, now = Date.now()): Presence {
  const connected = user.sockets.some((socket) => socket.seenAt.getTime() > now - PRESENCE_WINDOW_SECONDS * 1000);
  return !connected ? "offline" : user.away ? "away" : "online";
}

export type UserWithRelations = Prisma.UserGetPayload<{ include: typeof userViewInclude }>;

export function toUserView(user: UserWithRelations) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    canSeeAllTickets: user.canSeeAllTickets,
    status: user.status,
    maxOpenTickets: user.maxOpenTickets,
    presence: presenceOf(user),
    whatsappId: user.whatsappId,
    whatsapp: user.whatsapp,
    queues: user.queues.map((q) => q.queue),
    idGraf: user.idGraf,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export type UserView = ReturnType<typeof toUserView>;
