import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueNotFound } from "@/lib/queues/queue-view";
import type { CreateChatbotOptionInput, UpdateChatbotOptionInput } from "@/lib/queues/schemas";
import { loadOptionDetail } from "./chatbot-option-detail";
import { assertAgentsEndMenus, optionNotFound, saveMenu, type MenuPlace } from "@/lib/queues/save-menu";

/** Where a new option goes: under its parent (in the parent's queue), else at the top of its queue. */
async function placeOf(
  tx: Prisma.TransactionClient,
  idGraf: number,
  { queueId, parentId }: CreateChatbotOptionInput,
): Promise<MenuPlace> {
  if (parentId) {
    const parent = await tx.chatbotOption.findFirst({
      where: { id: parentId, idGraf, ...(queueId && { queueId }) },
      select: { queueId: true },
    });
    if (!parent) throw optionNotFound("parentId");
    return { idGraf, queueId: parent.queueId, parentId };
  }
  const queue = queueId ? await tx.queue.findFirst({ where: { id: queueId, idGraf }, select: { id: true } }) : null;
  if (!queue) throw queueNotFound();
  return { idGraf, queueId: queue.id, parentId: null };
}

/** Saves the option's sub-menu when one was sent; nothing may hang below a hand-over. */
async function saveSubMenu(
  tx: Prisma.TransactionClient,
  at: MenuPlace,
  options: UpdateChatbotOptionInput["options"],
  isNew: boolean,
) {
  if (options) await saveMenu(tx, at, options, "options", isNew);
  await assertAgentsEndMenus(tx, at.idGraf, at.queueId);
}

/** A new option at the end of its menu, with the sub-menu it was sent with. */
export async function createChatbotOption(caller: Caller, input: CreateChatbotOptionInput) {
  assertAdmin(caller);
  const { queueId, parentId, options, ...fields } = input;
  const option = await prisma.$transaction(async (tx) => {
    const at = await placeOf(tx, caller.idGraf, input);
    const last = await tx.chatbotOption.aggregate({ where: at, _max: { position: true } });
    const { id } = await tx.chatbotOption.create({
      data: { ...at, ...fields, position: (last._max.position ?? -1) + 1 },
      select: { id: true },
    });
    await saveSubMenu(tx, { ...at, parentId: id }, options, true);
    return loadOptionDetail(tx, caller.idGraf, id);
  });
  await dispatch([{ type: "queue.saved", idGraf: caller.idGraf, queueId: option.queueId }]);
  return option;
}

/** Changes an option's text and hand-over; its sub-menu too when `options` is sent. */
export async function updateChatbotOption(
  caller: Caller,
  { id, input: { options, ...fields } }: { id: number; input: UpdateChatbotOptionInput },
) {
  assertAdmin(caller);
  const option = await prisma.$transaction(async (tx) => {
    const current = await tx.chatbotOption.findFirst({
      where: { id, idGraf: caller.idGraf },
      select: { queueId: true },
    });
    if (!current) throw optionNotFound();
    await tx.chatbotOption.update({ where: { id }, data: fields });
    await saveSubMenu(tx, { idGraf: caller.idGraf, queueId: current.queueId, parentId: id }, options, false);
    return loadOptionDetail(tx, caller.idGraf, id);
  });
  await dispatch([{ type: "queue.saved", idGraf: caller.idGraf, queueId: option.queueId }]);
  return option;
}

/** Deletes an option with its sub-menu; a contact inside it goes back to the queue's menu. */
export async function deleteChatbotOption(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  const option = await prisma.chatbotOption.findFirst({
    where: { id, idGraf: caller.idGraf },
    select: { queueId: true },
  });
  if (!option) throw optionNotFound();
  await prisma.chatbotOption.deleteMany({ where: { id, idGraf: caller.idGraf } });
  await dispatch([{ type: "queue.saved", idGraf: caller.idGraf, queueId: option.queueId }]);
}
