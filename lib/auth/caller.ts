import { AppError } from "@/lib/errors/app-error";
import { provide, service, serviceOr } from "@/lib/process/registry";
import { noteCaller } from "@/lib/process/request-context";
import { verifyAccessToken } from "./access-token";
import { resolveApiKey } from "./api-key-caller";
import { API_KEY_PREFIX, type ApiScope } from "./api-key-scopes";
import { readCallerRow } from "./read-caller-row";
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
  const now = Date.now();
  const kept = callers().entries.get(claims.userId);
  const until = kept ? keptUntil(kept, claims) : 0;
  if (!kept || until <= now) return readCaller(claims, now);
  // Renewed while still served: a request never waits for the read on top of its own statements.
  if (until - now < kept.renewWithin && !kept.renewing) {
    kept.renewing = true;
    void readCaller(claims, now)
      .catch(() => null)
      .finally(() => (kept.renewing = false));
  }
  return withSession(kept.caller, claims.sessionId);
}

/** Until when the kept entry answers for these claims: 0 for another token version or an unknown sign-in. */
function keptUntil(kept: Kept, { tokenVersion, sessionId }: Claims) {
  if (kept.tokenVersion !== tokenVersion) return 0;
  return sessionId ? Math.min(kept.until, kept.sessions.get(sessionId) ?? 0) : kept.until;
}

async function readCaller(claims: Claims, now: number): Promise<Caller | null> {
  const { sessionId } = claims;
  const forgetsBefore = callers().forgets;
  const user = await readCallerRow(claims.userId, sessionId, now);
  if (!user || !user.status) {
    callers().entries.delete(claims.userId);
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
    queueIds: Object.freeze(user.queueIds) as number[],
  });
  // A change committed while this read ran may have forgotten the user already: not kept then.
  if (callers().forgets === forgetsBefore) keep(caller, user.tokenVersion, user.liveSessionId ?? undefined);
  if (user.tokenVersion !== claims.tokenVersion || (sessionId && !user.liveSessionId)) return null;
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
// A request that finds its entry with less than this left (a random quarter to half of the TTL,
// drawn at each read) is answered from it and has it read again beside. Read on the request
// instead, the read was a second wait in the pool's queue for one request in twenty on the 100-user
// load; and users read at one moment (after a start, or a stall) were read again at one moment
// every TTL, for good: about 80 statements queued at once every 2.1 s, which made the p99.
const renewWithin = () => CALLER_TTL_MS * (0.25 + 0.25 * Math.random());
// Each sign-in of the user (a phone and a desktop) is kept until its own last read, so two of them
// do not push each other out on every request.
type Kept = {
  caller: Caller;
  tokenVersion: number;
  until: number;
  sessions: Map<string, number>;
  renewWithin: number;
  renewing?: boolean;
};

declare module "@/lib/process/registry" {
  interface ProcessServices {
    // `forgets` counts forgetCallersHere: a read that began before one does not keep what it read.
    callers: { entries: Map<number, Kept>; forgets: number };
    forgetElsewhere: (userIds: number[]) => void;
  }
}

const callers = () => serviceOr("callers", () => ({ entries: new Map(), forgets: 0 }));

function keep(caller: Caller, tokenVersion: number, sessionId: string | undefined) {
  const kept = callers().entries;
  const now = Date.now();
  if (kept.size >= 10_000) kept.forEach((entry, userId) => entry.until <= now && kept.delete(userId));
  const earlier = kept.get(caller.userId);
  const sessions = new Map(
    earlier?.tokenVersion === tokenVersion ? [...earlier.sessions].filter(([, until]) => until > now) : [],
  );
  const until = now + CALLER_TTL_MS;
  if (sessionId) sessions.set(sessionId, until);
  kept.set(caller.userId, { caller, tokenVersion, until, sessions, renewWithin: renewWithin() });
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
  const kept = callers();
  kept.forgets++;
  userIds.forEach((userId) => kept.entries.delete(userId));
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
