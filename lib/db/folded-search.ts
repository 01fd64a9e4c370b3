import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "./escape-like";

/**
 * `column` contains `term`, ignoring case and accents ("joao" finds "João"): fold_text() on both
 * sides, so a trigram index on fold_text(column) serves it. % and _ in the term match themselves.
 */
export const foldedMatch = (column: Prisma.Sql, term: string) =>
  Prisma.sql`fold_text(${column}) LIKE '%' || fold_text(${escapeLike(term)}) || '%'`;
