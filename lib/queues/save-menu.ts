import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ChatbotOptionData } from "./schemas";

/** A place in a queue's menu: its top level (parentId null) or the sub-menu of one option. */
export type MenuPlace = { idGraf: number; queueId: number; parentId: number | null };

export const optionNotFound = (path = "id") =>
  new AppError("ERR_NOT_FOUND", "Chatbot option not found", [{ path, message: "notFound" }]);

/**
 * Makes the options at one place of a menu be `options`, in their order (the position the bot
 * numbers them by): options named by id are kept and changed, new ones created, the others
 * deleted with their sub-menus. An id must name an option at that very place. An option's
 * sub-menu is saved the same way when it sends `options`, and left alone when it does not.
 */
export async function saveMenu(
  tx: Prisma.TransactionClient,
  at: MenuPlace,
  options: ChatbotOptionData[],
  path: string,
  isNew = false,
) {
  const current = isNew
    ? new Set<number>()
    : new Set((await tx.chatbotOption.findMany({ where: at, select: { id: true } })).map((option) => option.id));
  const kept = new Set<number>();
  options.forEach(({ id }, index) => {
    if (id === undefined) return;
    if (!current.has(id) || kept.has(id)) throw optionNotFound(`${path}.${index}.id`);
    kept.add(id);
  });
  const removed = [...current].filter((id) => !kept.has(id));
  if (removed.length) await tx.chatbotOption.deleteMany({ where: { id: { in: removed } } });
  for (const [position, { id, options: subMenu, ...fields }] of options.entries()) {
    const data = { ...fields, position };
    const saved = id
      ? await tx.chatbotOption.update({ where: { id }, data, select: { id: true } })
      : await tx.chatbotOption.create({ data: { ...at, ...data }, select: { id: true } });
    if (subMenu) await saveMenu(tx, { ...at, parentId: saved.id }, subMenu, `${path}.${position}.options`, !id);
  }
}

/**
 * The bot stops at an option that hands over to an attendant, so options under one would never
 * be offered: refused, whichever call would have made them.
 */
export async function assertAgentsEndMenus(tx: Prisma.TransactionClient, idGraf: number, queueId: number) {
  const stranded = await tx.chatbotOption.findFirst({
    where: { idGraf, queueId, parent: { isAgent: true } },
    select: { parentId: true },
  });
  if (stranded) {
    throw new AppError(
      "ERR_BAD_REQUEST",
      `Option ${stranded.parentId} hands over to an attendant and cannot have options`,
      [{ path: "isAgent", message: "agentEndsMenu" }],
    );
  }
}
