import type { Prisma } from "@/lib/generated/prisma/client";

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
