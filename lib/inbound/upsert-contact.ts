import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";

export type ContactInput = { number: string; name?: string; isGroup: boolean };

/**
 * The contacts of these numbers, created on first contact, in one statement; returns number → id.
 * The insert takes each (tenant, number) row lock until the transaction ends, in number order so
 * two batches never wait on each other crosswise: concurrent messages from one number line up here
 * and never make two contacts or two tickets. A name the provider reports replaces only a name
 * that is still the bare number, never one an attendant gave.
 */
export async function upsertContacts(
  tx: RawTx,
  idGraf: number,
  contacts: ContactInput[],
  now: Date,
): Promise<Map<string, number>> {
  const byNumber = new Map<string, { name: string; isGroup: boolean }>();
  for (const contact of contacts) {
    const name = contact.name?.trim();
    const known = byNumber.get(contact.number);
    if (!known || (name && known.name === contact.number)) byNumber.set(contact.number, { name: name || contact.number, isGroup: contact.isGroup });
  }
  const numbers = [...byNumber.keys()].sort();
  if (!numbers.length) return new Map();
  const at = now.toISOString();
  const rows = Prisma.join(
    numbers.map((number) => {
      const { name, isGroup } = byNumber.get(number)!;
      return Prisma.sql`(${idGraf}::int, ${name}, ${number}, ${isGroup}, ${at}::timestamp(3), ${at}::timestamp(3))`;
    }),
  );
  const stored = await tx.$queryRaw<{ id: number; number: string }[]>`
    INSERT INTO "Contact" ("idGraf", "name", "number", "isGroup", "createdAt", "updatedAt")
    VALUES ${rows}
    ON CONFLICT ("idGraf", "number") DO UPDATE SET
      "name" = CASE WHEN "Contact"."name" = "Contact"."number" THEN EXCLUDED."name" ELSE "Contact"."name" END,
      "updatedAt" = EXCLUDED."updatedAt"
    RETURNING "id", "number"`;
  return new Map(stored.map((row) => [row.number, row.id]));
}
