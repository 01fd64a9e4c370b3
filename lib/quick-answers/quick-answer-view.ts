import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A quick answer as the API answers it (spec section 3: id, shortcut, message). */
export const quickAnswerViewSelect = { id: true, shortcut: true, message: true } satisfies Prisma.QuickAnswerSelect;

export type QuickAnswerView = Prisma.QuickAnswerGetPayload<{ select: typeof quickAnswerViewSelect }>;

export const quickAnswerNotFound = () => new AppError("ERR_NOT_FOUND", "Quick answer not found");
