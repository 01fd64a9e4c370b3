import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { verifyAccessToken } from "./access-token";
import { readSessionCookie } from "./session-cookie";

export type Profile = "user" | "admin" | "SUPERADMIN";

/** Who is calling and in which tenant: what every use case receives. */
export type Caller = {
  userId: number;
  idGraf: number;
  name: string;
  email: string;
  profile: string;
  canSeeAllTickets: boolean;
  queueIds: number[];
};

type HeaderSource = { get(name: string): string | null };

/**
 * The one resolver for route handlers, server components and the Socket.IO handshake: a Bearer
 * access token, else the browser session cookie. The user is reloaded each time so a deactivated
 * user or a revoked token version is refused at once.
 */
export async function resolveCaller(headers: HeaderSource): Promise<Caller | null> {
  const authorization = headers.get("authorization");
  const claims = authorization?.startsWith("Bearer ")
    ? await verifyAccessToken(authorization.slice(7).trim())
    : await readSessionCookie(headers.get("cookie"));
  if (!claims) return null;
  const user = await prisma.user.findUnique({
    where: { id: claims.userId },
    include: { queues: { select: { queueId: true } } },
  });
  if (!user || !user.status || user.tokenVersion !== claims.tokenVersion) return null;
  return {
    userId: user.id,
    idGraf: user.idGraf,
    name: user.name,
    email: user.email,
    profile: user.profile,
    canSeeAllTickets: user.canSeeAllTickets,
    queueIds: user.queues.map((q) => q.queueId),
  };
}

export async function requireCaller(req: { headers: HeaderSource }): Promise<Caller> {
  const caller = await resolveCaller(req.headers);
  if (!caller) throw new AppError("ERR_SESSION_EXPIRED", "Please log in");
  return caller;
}
