import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The order of a menu's options: the one the API lists them in and the bot numbers them in (its
 * read, in lib/chatbot/route-inbound.ts, orders by the same columns in SQL).
 */
export const menuOrder = { orderBy: [{ position: "asc" }, { id: "asc" }] } satisfies Prisma.ChatbotOptionFindManyArgs;

export const optionViewSelect = {
  id: true,
  queueId: true,
  parentId: true,
  name: true,
  greetingMessage: true,
  isAgent: true,
} satisfies Prisma.ChatbotOptionSelect;

type OptionRow = Prisma.ChatbotOptionGetPayload<{ select: typeof optionViewSelect }>;
export type OptionView = OptionRow & { options: OptionView[] };

/** A queue's options, read in one query, in menu order. */
export const loadQueueOptions = (db: Prisma.TransactionClient, idGraf: number, queueId: number) =>
  db.chatbotOption.findMany({ where: { idGraf, queueId }, select: optionViewSelect, ...menuOrder });

/** The options under `parentId` (null: the queue's top-level menu), each with its own sub-menu. */
export function nestOptions(rows: OptionRow[], parentId: number | null): OptionView[] {
  const children = new Map<number | null, OptionRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const nest = (id: number | null): OptionView[] =>
    (children.get(id) ?? []).map((row) => ({ ...row, options: nest(row.id) }));
  return nest(parentId);
}
