import type { Caller } from "@/lib/auth/caller";
import { foldedMatch } from "@/lib/db/folded-search";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListTagsQuery } from "./schemas";
import { tagViewSelect, type TagView, type TagWithCount } from "./tag-view";

export const TAGS_PAGE_SIZE = 20;

/** A page of the tenant's tags by name, each with its tickets count; the search ignores accents. */
export async function listTags(caller: Caller, { searchParam, pageNumber }: ListTagsQuery) {
  const search = searchParam ? Prisma.sql`AND ${foldedMatch(Prisma.sql`t."name"`, searchParam)}` : Prisma.empty;
  // The page's tags first, then their counts: only the page's tags are counted.
  const rows = await prisma.$queryRaw<(TagView & { ticketsCount: bigint })[]>`
    SELECT p."id", p."name", p."color", (SELECT count(*) FROM "TicketTag" tt WHERE tt."tagId" = p."id") AS "ticketsCount"
    FROM (
      SELECT t."id", t."name", t."color" FROM "Tag" t
      WHERE t."idGraf" = ${caller.idGraf} ${search}
      ORDER BY fold_text(t."name"), t."id"
      LIMIT ${TAGS_PAGE_SIZE + 1} OFFSET ${(pageNumber - 1) * TAGS_PAGE_SIZE}
    ) p
    ORDER BY fold_text(p."name"), p."id"`;
  const tags: TagWithCount[] = rows
    .slice(0, TAGS_PAGE_SIZE)
    .map((row) => ({ ...row, ticketsCount: Number(row.ticketsCount) }));
  return { tags, hasMore: rows.length > TAGS_PAGE_SIZE };
}

/** GET /tags/list: all the tenant's tags, for pickers and filters. */
export const listAllTags = (caller: Caller): Promise<TagView[]> =>
  prisma.tag.findMany({
    where: { idGraf: caller.idGraf },
    select: tagViewSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
