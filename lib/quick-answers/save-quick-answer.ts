import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { mediaStore } from "@/lib/media/media-store";
import { assertQueuesInTenant } from "@/lib/queues/assert-queues-in-tenant";
import { getQuickAnswer } from "./get-quick-answer";
import { quickAnswerNotFound } from "./quick-answer-view";
import type { QuickAnswerChange } from "./read-quick-answer-body";

// Every member of the tenant manages quick answers, as in the Whaticket family: they are the
// attendants' own shortcuts, and the screen is outside the admin group (spec section 2).

const fileColumns = (file: QuickAnswerChange["file"]) =>
  file === undefined ? {} : { mediaKey: file?.key ?? null, mediaName: file?.fileName ?? null };

/** A failed save leaves no file behind that no answer names. */
async function savingFile<T>(caller: Caller, file: QuickAnswerChange["file"], save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    if (file) await mediaStore().remove(caller.idGraf, file.key);
    throw error;
  }
}

export async function createQuickAnswer(caller: Caller, { input, file }: QuickAnswerChange) {
  const { queueIds, ...fields } = input;
  const { id } = await savingFile(caller, file, async () => {
    await assertQueuesInTenant(prisma, caller.idGraf, queueIds);
    return prisma.quickAnswer.create({
      data: {
        ...fields,
        ...fileColumns(file),
        idGraf: caller.idGraf,
        userId: caller.userId,
        queues: { create: queueIds.map((queueId) => ({ queueId })) },
      },
      select: { id: true },
    });
  });
  return getQuickAnswer(caller, { id });
}

/**
 * Replaces the fields and departments; the file too when the change names one (or none). No
 * interactive transaction (the departments are replaced in one batch): saves come in bursts (a list
 * imported through the API), and one waiting for a connection must not fail.
 */
export async function updateQuickAnswer(caller: Caller, { id, change }: { id: number; change: QuickAnswerChange }) {
  const { input, file } = change;
  const { queueIds, ...fields } = input;
  const where = { id, idGraf: caller.idGraf };
  const replaced = await savingFile(caller, file, async () => {
    const current = await prisma.quickAnswer.findFirst({ where, select: { mediaKey: true } });
    if (!current) throw quickAnswerNotFound();
    await assertQueuesInTenant(prisma, caller.idGraf, queueIds);
    const { count } = await prisma.quickAnswer.updateMany({ where, data: { ...fields, ...fileColumns(file) } });
    if (!count) throw quickAnswerNotFound();
    await prisma.$transaction([
      prisma.quickAnswerQueue.deleteMany({ where: { quickAnswerId: id, quickAnswer: where } }),
      prisma.quickAnswerQueue.createMany({ data: queueIds.map((queueId) => ({ quickAnswerId: id, queueId })) }),
    ]);
    return file === undefined ? null : current.mediaKey;
  });
  // The file it had is named by no message: a sent answer's file is a copy.
  if (replaced) await mediaStore().remove(caller.idGraf, replaced);
  return getQuickAnswer(caller, { id });
}
