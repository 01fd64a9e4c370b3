import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";

export type CallerRow = {
  id: number;
  idGraf: number;
  name: string;
  email: string;
  profile: string;
  canSeeAllTickets: boolean;
  status: boolean;
  tokenVersion: number;
  queueIds: number[];
  /** The sign-in asked about, when it is neither ended nor expired at `now` (liveSession's rule, live-session.ts). */
  liveSessionId: string | null;
};

/**
 * The user behind a credential, its queues and whether the sign-in it names is live, in one
 * statement: every signed-in user is read again each CALLER_TTL_MS, and through Prisma's client
 * that was two (the user with its queues, the sign-in), each built and mapped by the client.
 */
export async function readCallerRow(userId: number, sessionId: string | undefined, now: number) {
  const liveSession = sessionId
    ? Prisma.sql`(SELECT s.id FROM "AuthSession" s WHERE s.id = ${sessionId} AND s."userId" = u.id
        AND s."endedAt" IS NULL AND s."expiresAt" > ${new Date(now).toISOString()}::timestamp(3))`
    : Prisma.sql`NULL`;
  const [row] = await readSql<CallerRow>(Prisma.sql`
    SELECT u.id, u."idGraf", u.name, u.email, u.profile, u."canSeeAllTickets", u.status, u."tokenVersion",
      array(SELECT q."queueId" FROM "UserQueue" q WHERE q."userId" = u.id ORDER BY q."queueId") AS "queueIds",
      ${liveSession} AS "liveSessionId"
    FROM "User" u WHERE u.id = ${userId}`);
  return row ?? null;
}
