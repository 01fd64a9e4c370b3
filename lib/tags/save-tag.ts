import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TagInput } from "./schemas";
import { tagNotFound, tagViewSelect } from "./tag-view";

// Tags are managed on an admin screen (spec section 2); every member reads and applies them.

/** The name is unique within a tenant by the table's index, so two saves at once cannot both win. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("ERR_TAG_NAME_ALREADY_EXISTS", "A tag with that name exists", [
        { path: "name", message: "duplicated" },
      ]);
    }
    throw error;
  }
}

export function createTag(caller: Caller, input: TagInput) {
  assertAdmin(caller);
  return withUniqueName(() =>
    prisma.tag.create({ data: { ...input, idGraf: caller.idGraf, userId: caller.userId }, select: tagViewSelect }),
  );
}

export async function updateTag(caller: Caller, { id, input }: { id: number; input: TagInput }) {
  assertAdmin(caller);
  const { count } = await withUniqueName(() =>
    prisma.tag.updateMany({ where: { id, idGraf: caller.idGraf }, data: input }),
  );
  if (!count) throw tagNotFound();
  return prisma.tag.findFirstOrThrow({ where: { id, idGraf: caller.idGraf }, select: tagViewSelect });
}
