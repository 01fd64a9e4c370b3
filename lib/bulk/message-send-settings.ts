import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runGroupNow } from "@/lib/jobs/job-queue";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { BULK_SEND_QUEUE, bulkGroup } from "./bulk-queue";
import type { MessageSendSettingsInput } from "./schemas";

/** What a connection uses until someone saves its settings (the model's defaults). */
const DEFAULTS = {
  limit: 100,
  minutes: 0,
  seconds: 30,
  contacts: false,
  photo: false,
  random: false,
  optOut: null as string | null,
};
export type MessageSendSettings = typeof DEFAULTS & { whatsappId: number };

type Db = Pick<Prisma.TransactionClient, "messageSendSetting">;

export async function settingsOf(db: Db, whatsappId: number): Promise<MessageSendSettings> {
  const stored = await db.messageSendSetting.findUnique({ where: { whatsappId } });
  const pick = stored ?? DEFAULTS;
  const { limit, minutes, seconds, contacts, photo, random, optOut } = pick;
  return { whatsappId, limit, minutes, seconds, contacts, photo, random, optOut };
}

async function assertConnection(caller: Caller, whatsappId: number) {
  const connection = await prisma.whatsapp.findFirst({
    where: { id: whatsappId, idGraf: caller.idGraf },
    select: { id: true },
  });
  if (!connection) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
}

export async function getMessageSendSettings(caller: Caller, whatsappId: number) {
  await assertConnection(caller, whatsappId);
  return settingsOf(prisma, whatsappId);
}

/** Saves a connection's settings; its waiting bulk sends are re-paced under them at once. */
export async function saveMessageSendSettings(caller: Caller, { whatsappId, ...values }: MessageSendSettingsInput) {
  await assertConnection(caller, whatsappId);
  await prisma.messageSendSetting.upsert({
    where: { whatsappId },
    create: { idGraf: caller.idGraf, whatsappId, ...values },
    update: values,
  });
  await runGroupNow(BULK_SEND_QUEUE, bulkGroup(whatsappId));
  wakeJobs(BULK_SEND_QUEUE);
  return settingsOf(prisma, whatsappId);
}
