import type { Prisma } from "@/lib/generated/prisma/client";

// The user as the API shows it (spec section 3): never the password hash or token version.
export const userViewInclude = {
  // The status too: an attendant sees whether their own connection is up (never its QR or tokens).
  whatsapp: { select: { id: true, name: true, status: true } },
  queues: { select: { queue: { select: { id: true, name: true, color: true } } } },
} satisfies Prisma.UserInclude;

export type UserWithRelations = Prisma.UserGetPayload<{ include: typeof userViewInclude }>;

export function toUserView(user: UserWithRelations) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    canSeeAllTickets: user.canSeeAllTickets,
    status: user.status,
    whatsappId: user.whatsappId,
    whatsapp: user.whatsapp,
    queues: user.queues.map((q) => q.queue),
    idGraf: user.idGraf,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export type UserView = ReturnType<typeof toUserView>;
