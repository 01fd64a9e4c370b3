import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ContactRow } from "./contact-rows";

// A statement per chunk of rows, each a handful of array parameters (unnest), so its text and
// parameter count stay the same whatever the chunk holds. Each chunk commits on its own: a long
// import never holds a transaction (on the embedded database, its one connection) for long.
const CHUNK = 250;

type Options = {
  /** Names read from a phone replace only names that are still the bare number, never one an attendant gave. */
  keepNames?: boolean;
};

async function upsertChunk(
  tx: Prisma.TransactionClient,
  idGraf: number,
  userId: number,
  rows: ContactRow[],
  options: Options,
) {
  const name = options.keepNames
    ? `CASE WHEN "Contact"."name" = "Contact"."number" THEN EXCLUDED."name" ELSE "Contact"."name" END`
    : `EXCLUDED."name"`;
  const now = new Date();
  const stored = await tx.$queryRawUnsafe<{ id: number; number: string; inserted: boolean }[]>(
    `INSERT INTO "Contact" ("idGraf", "userId", "name", "number", "email", "zoneCode", "createdAt", "updatedAt")
     SELECT $1::int, $2::int, r.name, r.number, r.email, r.zone, $7::timestamp(3), $7::timestamp(3)
     FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS r(name, number, email, zone)
     ON CONFLICT ("idGraf", "number") DO UPDATE SET
       "name" = ${name},
       "email" = CASE WHEN EXCLUDED."email" = '' THEN "Contact"."email" ELSE EXCLUDED."email" END,
       "zoneCode" = EXCLUDED."zoneCode",
       "updatedAt" = EXCLUDED."updatedAt"
     RETURNING "id", "number", (xmax = 0) AS "inserted"`,
    idGraf,
    userId,
    rows.map((row) => row.name),
    rows.map((row) => row.number),
    rows.map((row) => row.email),
    rows.map((row) => row.zoneCode),
    now,
  );
  const idOf = new Map(stored.map((row) => [row.number, row.id]));
  const extra = rows.flatMap((row) => row.extraInfo.map((info) => ({ contactId: idOf.get(row.number)!, ...info })));
  if (extra.length) {
    // A column of the file replaces the contact's entry of the same name; other entries stay.
    const args = [extra.map((e) => e.contactId), extra.map((e) => e.name), extra.map((e) => e.value)] as const;
    await tx.$executeRawUnsafe(
      `DELETE FROM "ContactExtraInfo" e USING unnest($1::int[], $2::text[]) AS r(contact_id, name)
       WHERE e."contactId" = r.contact_id AND e."name" = r.name`,
      args[0],
      args[1],
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO "ContactExtraInfo" ("contactId", "name", "value") SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
      ...args,
    );
  }
  return stored;
}

/**
 * Creates or updates (by number) the tenant's contacts of these rows, a chunk per transaction:
 * other requests are served between chunks. A failure leaves the chunks before it stored (an
 * import again updates them). Rows must have distinct numbers.
 */
export async function upsertContactRows(idGraf: number, userId: number, rows: ContactRow[], options: Options = {}) {
  const stored: { id: number; inserted: boolean }[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    stored.push(...(await prisma.$transaction((tx) => upsertChunk(tx, idGraf, userId, chunk, options))));
  }
  const created = stored.filter((row) => row.inserted).length;
  return { created, updated: stored.length - created };
}
