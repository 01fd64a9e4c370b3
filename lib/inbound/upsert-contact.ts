import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The contact of a number, created on first contact. The insert takes the row lock of that
 * (tenant, number) until the transaction ends, so concurrent messages from one number line up here
 * and never make two contacts or two tickets. A name the provider reports replaces only a name that
 * is still the bare number, never one an attendant gave.
 */
export async function upsertContact(
  tx: Prisma.TransactionClient,
  idGraf: number,
  contact: { number: string; name?: string; isGroup: boolean },
): Promise<number> {
  const name = contact.name?.trim() || contact.number;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "Contact" ("idGraf", "name", "number", "isGroup", "createdAt", "updatedAt")
    VALUES (${idGraf}, ${name}, ${contact.number}, ${contact.isGroup}, now(), now())
    ON CONFLICT ("idGraf", "number") DO UPDATE SET
      "name" = CASE WHEN "Contact"."name" = "Contact"."number" THEN EXCLUDED."name" ELSE "Contact"."name" END,
      "updatedAt" = now()
    RETURNING "id"`;
  return rows[0].id;
}
