import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

export const tagViewSelect = { id: true, name: true, color: true } satisfies Prisma.TagSelect;
export type TagView = Prisma.TagGetPayload<{ select: typeof tagViewSelect }>;
/** A tag as the tags screen lists it: with the number of tickets carrying it. */
export type TagWithCount = TagView & { ticketsCount: number };

export const tagNotFound = () => new AppError("ERR_NOT_FOUND", "Tag not found");
