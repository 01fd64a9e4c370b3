import { prisma } from "@/lib/db/client";
import { storedFoldedMatch } from "@/lib/db/folded-search";
import { Prisma } from "@/lib/generated/prisma/client";
import { onlyDigits } from "./phone-number";

// A term of digits and phone punctuation also searches numbers; any other term, names only.
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The ids of one page of the tenant's contacts whose name contains the term ignoring case and
 * accents (`joao` finds "João"), or whose number contains its digits; ordered by name. Served by the
 * trigram indexes on the folded name (Contact.nameFolded) and the number.
 */
export async function findContactPage(idGraf: number, term: string, pageNumber: number, pageSize: number) {
  const digits = PHONE_LIKE.test(term) ? onlyDigits(term) : "";
  const byName = storedFoldedMatch(Prisma.sql`"nameFolded"`, term);
  const match = !term
    ? Prisma.empty
    : digits
      ? Prisma.sql`AND (${byName} OR "number" LIKE ${`%${digits}%`})`
      : Prisma.sql`AND ${byName}`;
  const rows = await prisma.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Contact"
    WHERE "idGraf" = ${idGraf} ${match}
    ORDER BY "name", "id"
    LIMIT ${pageSize + 1} OFFSET ${(pageNumber - 1) * pageSize}`;
  return { ids: rows.slice(0, pageSize).map((row) => row.id), hasMore: rows.length > pageSize };
}

/** Rows of these ids in the order given. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
