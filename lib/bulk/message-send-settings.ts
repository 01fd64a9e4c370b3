import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { repaceBulkSends } from "./bulk-queue";
import type { MessageSendSettingsInput } from "./schemas";
import { settingsOf } from "./send-settings-of";

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
  await repaceBulkSends(whatsappId);
  return settingsOf(prisma, whatsappId);
}
