import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { tagNotFound, tagViewSelect } from "./tag-view";

export async function getTag(caller: Caller, { id }: { id: number }) {
  const tag = await prisma.tag.findFirst({ where: { id, idGraf: caller.idGraf }, select: tagViewSelect });
  if (!tag) throw tagNotFound();
  return tag;
}
