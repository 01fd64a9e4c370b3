import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { toUserView, userViewInclude, type UserWithRelations } from "./user-view";
import { signAccessToken } from "./access-token";
import { authenticate } from "./authenticate";
import { issueRefreshToken, rotateRefreshToken } from "./refresh-tokens";

export type TokenSession = { token: string; refreshToken: string; user: ReturnType<typeof toUserView> };

/** A new access token and refresh-token family for a user who has just proved who they are. */
export async function openSession(user: UserWithRelations): Promise<TokenSession> {
  return {
    token: await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion }),
    refreshToken: await issueRefreshToken(user.id),
    user: toUserView(user),
  };
}

export async function signInWithPassword(email: string, password: string): Promise<TokenSession> {
  return openSession(await authenticate(email, password));
}

export async function refreshSession(refreshToken: string): Promise<TokenSession> {
  const rotated = await rotateRefreshToken(refreshToken);
  const user = await prisma.user.findUnique({ where: { id: rotated.userId }, include: userViewInclude });
  if (!user || !user.status) throw new AppError("ERR_SESSION_EXPIRED", "Please log in");
  return {
    token: await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion }),
    refreshToken: rotated.token,
    user: toUserView(user),
  };
}
