import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { tagNotFound } from "./tag-view";

/** Deletes a tag; the tickets carrying it simply lose it. */
export async function deleteTag(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  const { count } = await prisma.tag.deleteMany({ where: { id, idGraf: caller.idGraf } });
  if (!count) throw tagNotFound();
}
