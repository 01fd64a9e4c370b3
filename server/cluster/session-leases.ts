import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";

// Leases in PostgreSQL: a connection's session runs in the process holding its lease. A live
// process renews its leases every tick (a third of a lease); one that stops (killed, hung, cut off)
// lets them expire after SESSION_LEASE_SECONDS (15 by default), and the next scan of any survivor
// takes them over: within a lease and a tick.
const leaseMs = () => env().SESSION_LEASE_SECONDS * 1000;
export const tickMs = () => leaseMs() / 3;
const ttl = () => `${leaseMs()} milliseconds`;

export class SessionLeases {
  constructor(readonly processId: string) {}

  /** Takes the connection's lease if free, expired or already this process's; false if another holds it. */
  async claim(connectionId: number): Promise<boolean> {
    const rows = await prisma.$queryRaw<unknown[]>`
      INSERT INTO "SessionLease" ("whatsappId", "owner", "expiresAt")
      VALUES (${connectionId}, ${this.processId}, now() + ${ttl()}::interval)
      ON CONFLICT ("whatsappId") DO UPDATE SET "owner" = excluded."owner", "expiresAt" = excluded."expiresAt"
      WHERE "SessionLease"."expiresAt" < now() OR "SessionLease"."owner" = excluded."owner"
      RETURNING "whatsappId"`;
    return rows.length > 0;
  }

  /** The live holder of the connection's lease, if any: read for every call forwarded to it (lib/db/read-sql.ts). */
  async owner(connectionId: number): Promise<string | null> {
    const rows = await readSql<{ owner: string }>(Prisma.sql`
      SELECT "owner" FROM "SessionLease" WHERE "whatsappId" = ${connectionId} AND "expiresAt" > now()`);
    return rows[0]?.owner ?? null;
  }

  /** The connections whose live lease this process holds. */
  async held(): Promise<number[]> {
    const rows = await prisma.$queryRaw<{ whatsappId: number }[]>`
      SELECT "whatsappId" FROM "SessionLease" WHERE "owner" = ${this.processId} AND "expiresAt" > now()`;
    return rows.map((row) => row.whatsappId);
  }

  /** Extends this process's leases; answers the connections it still holds. */
  async renew(): Promise<Set<number>> {
    const rows = await prisma.$queryRaw<{ whatsappId: number }[]>`
      UPDATE "SessionLease" SET "expiresAt" = now() + ${ttl()}::interval
      WHERE "owner" = ${this.processId} AND "expiresAt" > now() RETURNING "whatsappId"`;
    return new Set(rows.map((row) => row.whatsappId));
  }

  /**
   * Takes every lease nobody holds: expired ones and connections without one. Concurrent scans of
   * two processes cannot both take one: the losing UPDATE sees the winner's fresh expiry.
   */
  async claimFree(): Promise<number[]> {
    await prisma.$executeRaw`
      DELETE FROM "SessionLease" l WHERE NOT EXISTS (SELECT 1 FROM "Whatsapp" w WHERE w.id = l."whatsappId")`;
    const rows = await prisma.$queryRaw<{ whatsappId: number }[]>`
      INSERT INTO "SessionLease" ("whatsappId", "owner", "expiresAt")
      SELECT id, ${this.processId}, now() + ${ttl()}::interval FROM "Whatsapp"
      ON CONFLICT ("whatsappId") DO UPDATE SET "owner" = excluded."owner", "expiresAt" = excluded."expiresAt"
      WHERE "SessionLease"."expiresAt" < now()
      RETURNING "whatsappId"`;
    return rows.map((row) => row.whatsappId).sort((a, b) => a - b);
  }

  /** At shutdown: the others may take this process's connections at their next scan. */
  async releaseAll(): Promise<void> {
    await prisma.$executeRaw`DELETE FROM "SessionLease" WHERE "owner" = ${this.processId}`;
  }
}
