import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Each process renews the `seenAt` of its sockets' rows every PRESENCE_RENEW_MS; a row older than
 * PRESENCE_WINDOW_SECONDS belongs to a process that died, and its user no longer counts as connected.
 */
export const PRESENCE_RENEW_MS = 15_000;
export const PRESENCE_WINDOW_SECONDS = 45;

/** A user (`alias`."id") holds a live socket: signed in with a page open somewhere. */
export const connectedSql = (alias: string) => Prisma.sql`EXISTS (
  SELECT 1 FROM "UserSocket" s WHERE s."userId" = ${Prisma.raw(`${alias}."id"`)}
    AND s."seenAt" > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS}))`;

/** Online: connected and not away, so round-robin departments hand them tickets. */
export const onlineSql = (alias: string) =>
  Prisma.sql`(NOT ${Prisma.raw(`${alias}."away"`)} AND ${connectedSql(alias)})`;
