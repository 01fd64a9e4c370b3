import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { toUserView, userViewInclude } from "@/lib/auth/user-view";

export async function getOwnProfile(caller: Caller) {
  const user = await prisma.user.findFirst({
    where: { id: caller.userId, idGraf: caller.idGraf },
    include: userViewInclude,
  });
  if (!user) throw new AppError("ERR_NO_USER_FOUND", "User not found");
  return toUserView(user);
}
