import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListUsersQuery } from "./schemas";
import { toUserView, userViewInclude } from "@/lib/auth/user-view";

export const USERS_PAGE_SIZE = 20;

/** Every member of the tenant may list its users (attendants pick one when transferring a ticket). */
export async function listUsers(caller: Caller, { searchParam, pageNumber, status }: ListUsersQuery) {
  const where: Prisma.UserWhereInput = {
    idGraf: caller.idGraf,
    ...(status && { status: status === "1" }),
    ...(searchParam && {
      OR: [
        { name: { contains: searchParam, mode: "insensitive" } },
        { email: { contains: searchParam, mode: "insensitive" } },
      ],
    }),
  };
  const skip = (pageNumber - 1) * USERS_PAGE_SIZE;
  const [users, count] = await prisma.$transaction([
    prisma.user.findMany({
      where,
      include: userViewInclude,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip,
      take: USERS_PAGE_SIZE,
    }),
    prisma.user.count({ where }),
  ]);
  return { users: users.map(toUserView), count, hasMore: skip + users.length < count };
}
