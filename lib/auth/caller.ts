import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { provide, service, serviceOr } from "@/lib/process/registry";
import { noteCaller } from "@/lib/process/request-context";
import { verifyAccessToken } from "./access-token";
import { resolveApiKey } from "./api-key-caller";
import { API_KEY_PREFIX, type ApiScope } from "./api-key-scopes";
import { liveSession } from "./live-session";
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
  /** The sign-in the request came with (lib/auth/sign-in.ts); absent for tokens the server minted for itself. */
  sessionId?: string;
  /** A key of the public API made the request: it may use only the routes that accept one of its scopes. */
  apiKey?: { id: string; scopes: readonly ApiScope[] };
};

type HeaderSource = { get(name: string): string | null };

type Claims = { userId: number; tokenVersion: number; sessionId?: string };

const bearer = (headers: HeaderSource) => {
  const authorization = headers.get("authorization");
  return authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : null;
};

/** A credential that names a user: its claims, then the user read (or kept) by callerOfClaims. */
const userCredential = (verify: (value: string) => Promise<Claims | null>) => async (value: string) => {
  const claims = await verify(value);
  return claims ? callerOfClaims(claims) : null;
};

/**
 * The kinds of credential a request may carry, tried in this order: the first a request presents
 * decides, and one that does not verify is no caller (a bad Bearer token does not fall back to a
 * cookie). A new kind is one entry here.
 */
const CREDENTIAL_KINDS: {
  presented: (headers: HeaderSource) => string | null;
  resolve: (value: string) => Promise<Caller | null>;
}[] = [
  // A key of the public API: `Authorization: Bearer atd_…` (lib/auth/api-key-caller.ts).
  {
    presented: (headers) => {
      const value = bearer(headers);
      return value?.startsWith(API_KEY_PREFIX) ? value : null;
    },
    resolve: resolveApiKey,
  },
  // An access token: `Authorization: Bearer <token>`.
  { presented: bearer, resolve: userCredential(verifyAccessToken) },
  // The browser's next-auth session cookie, read from the whole Cookie header.
  { presented: (headers) => headers.get("cookie"), resolve: userCredential(readSessionCookie) },
];

/**
 * The one resolver for route handlers (through lib/http/route.ts) and server components. The user
 * behind the credential, and the sign-in it names, are read again at most CALLER_TTL_MS after the
 * last read, and at once after a change to the user or an ended sign-in (forgetCallers, passed on
 * to every process): a deactivated user, a revoked token version or a logged-out session is
 * refused at once.
 */
export async function resolveCaller(headers: HeaderSource): Promise<Caller | null> {
  for (const kind of CREDENTIAL_KINDS) {
    const value = kind.presented(headers);
    if (value !== null) return kind.resolve(value);
  }
  return null;
}

async function callerOfClaims(claims: Claims): Promise<Caller | null> {
  const { sessionId } = claims;
  const kept = callers().get(claims.userId);
  const now = Date.now();
  if (
    kept &&
    kept.until > now &&
    kept.tokenVersion === claims.tokenVersion &&
    (!sessionId || (kept.sessions.get(sessionId) ?? 0) > now)
  ) {
    return withSession(kept.caller, sessionId);
  }
  const [user, session] = await Promise.all([
    prisma.user.findUnique({ where: { id: claims.userId }, include: { queues: { select: { queueId: true } } } }),
    sessionId ? liveSession(sessionId, claims.userId) : null,
  ]);
  if (!user || !user.status) {
    callers().delete(claims.userId);
    return null;
  }
  // Shared by the requests within the TTL, so nobody may change it.
  const caller: Caller = Object.freeze({
    userId: user.id,
    idGraf: user.idGraf,
    name: user.name,
    email: user.email,
    profile: user.profile,
    canSeeAllTickets: user.canSeeAllTickets,
    queueIds: Object.freeze(user.queues.map((q) => q.queueId)) as number[],
  });
  keep(caller, user.tokenVersion, session?.id);
  if (user.tokenVersion !== claims.tokenVersion || (sessionId && !session)) return null;
  return withSession(caller, sessionId);
}

/** The caller with the sign-in the request came with; the request's log lines name its tenant and user from here on. */
function withSession(caller: Caller, sessionId: string | undefined): Caller {
  noteCaller(caller.idGraf, caller.userId);
  return sessionId ? { ...caller, sessionId } : caller;
}

// Reading the user was one of the few queries an inbox read makes. Kept in the registry: server.ts
// and Next's bundles load this module separately and must forget the same entries.
export const CALLER_TTL_MS = 2_000;
// Each sign-in of the user (a phone and a desktop) is kept until its own last read, so two of them
// do not push each other out on every request.
type Kept = { caller: Caller; tokenVersion: number; until: number; sessions: Map<string, number> };

declare module "@/lib/process/registry" {
  interface ProcessServices {
    callers: Map<number, Kept>;
    forgetElsewhere: (userIds: number[]) => void;
  }
}

const callers = () => serviceOr("callers", () => new Map());

function keep(caller: Caller, tokenVersion: number, sessionId: string | undefined) {
  const kept = callers();
  const now = Date.now();
  if (kept.size >= 10_000) kept.forEach((entry, userId) => entry.until <= now && kept.delete(userId));
  const earlier = kept.get(caller.userId);
  const sessions = new Map(
    earlier?.tokenVersion === tokenVersion ? [...earlier.sessions].filter(([, until]) => until > now) : [],
  );
  if (sessionId) sessions.set(sessionId, now + CALLER_TTL_MS);
  kept.set(caller.userId, { caller, tokenVersion, until: now + CALLER_TTL_MS, sessions });
}

/**
 * After a change to these users (or an end of one of their sign-ins) has committed. A deleted queue needs none: a kept caller may still
 * list it, and no ticket is in it any more.
 */
export function forgetCallers(userIds: number[]) {
  forgetCallersHere(userIds);
  service("forgetElsewhere")?.(userIds);
}

/** Forgets in this process only: what another process's forgetCallers asks of this one. */
export function forgetCallersHere(userIds: number[]) {
  userIds.forEach((userId) => callers().delete(userId));
}

/** With several processes, server.ts passes on every forgetCallers to the others. */
export function forgetCallersElsewhere(publish: ((userIds: number[]) => void) | undefined) {
  provide("forgetElsewhere", publish);
}

/** The caller, else 401: what apiRoute (lib/http/route.ts) asks for a route that needs one. */
export async function requireCaller(req: { headers: HeaderSource }): Promise<Caller> {
  const caller = await resolveCaller(req.headers);
  if (!caller) throw new AppError("ERR_SESSION_EXPIRED", "Please log in");
  return caller;
}
