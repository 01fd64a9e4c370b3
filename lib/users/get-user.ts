import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { toUserView, userViewInclude } from "@/lib/auth/user-view";

export const userNotFound = () => new AppError("ERR_NO_USER_FOUND", "User not found");

/** Any member of the tenant may read one of its users. */
export async function getUser(caller: Caller, { id }: { id: number }) {
  const user = await prisma.user.findFirst({ where: { id, idGraf: caller.idGraf }, include: userViewInclude });
  if (!user) throw userNotFound();
  return toUserView(user);
}
