import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { toUserView, userViewInclude, type UserWithRelations } from "./user-view";
import { signAccessToken } from "./access-token";
import { authenticate } from "./authenticate";
import { SIGN_IN_TTL_SECONDS } from "./credential-ttl";
import { liveSession } from "./live-session";
import { issueRefreshToken, rotateRefreshToken } from "./refresh-tokens";

export type TokenSession = { token: string; refreshToken: string; user: ReturnType<typeof toUserView> };

/** A new sign-in (AuthSession) with its access token and refresh token, for a user who has just proved who they are. */
export async function openSession(user: UserWithRelations): Promise<TokenSession> {
  const session = await prisma.authSession.create({
    data: { id: randomUUID(), userId: user.id, expiresAt: new Date(Date.now() + SIGN_IN_TTL_SECONDS * 1000) },
  });
  return {
    token: await signAccessToken(
      { userId: user.id, tokenVersion: user.tokenVersion, sessionId: session.id },
      session.expiresAt,
    ),
    refreshToken: await issueRefreshToken(session),
    user: toUserView(user),
  };
}

export async function signInWithPassword(email: string, password: string): Promise<TokenSession> {
  return openSession(await authenticate(email, password));
}

/** A new access token of the same sign-in, while it lasts. */
export async function refreshSession(refreshToken: string): Promise<TokenSession> {
  const expired = new AppError("ERR_SESSION_EXPIRED", "Please log in");
  const rotated = await rotateRefreshToken(refreshToken);
  const [user, session] = await Promise.all([
    prisma.user.findUnique({ where: { id: rotated.userId }, include: userViewInclude }),
    liveSession(rotated.sessionId, rotated.userId),
  ]);
  if (!user || !user.status || !session) throw expired;
  return {
    token: await signAccessToken(
      { userId: user.id, tokenVersion: user.tokenVersion, sessionId: session.id },
      session.expiresAt,
    ),
    refreshToken: rotated.token,
    user: toUserView(user),
  };
}
