import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessageSendSettings } from "./send-settings-of";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the 24 h limit counts: sends taken (sending) or confirmed (sent) by the connection. */
export const COUNTED = ["sent", "sending"];

/**
 * When the connection may send its next bulk message: `minutes` and `seconds` after its last send,
 * and, once `limit` sends fall within the last 24 h, 24 h after the oldest of them. Counted over
 * every batch of the connection, from the database, so restarts change nothing.
 */
export async function nextAllowedSend(
  tx: Prisma.TransactionClient,
  settings: MessageSendSettings,
  now: Date,
): Promise<Date> {
  const recent = await tx.bulkMessageItem.findMany({
    where: {
      whatsappId: settings.whatsappId,
      status: { in: COUNTED },
      sentAt: { gt: new Date(now.getTime() - DAY_MS) },
    },
    orderBy: { sentAt: "desc" },
    take: settings.limit,
    select: { sentAt: true },
  });
  const waitMs = (settings.minutes * 60 + settings.seconds) * 1000;
  let allowed = recent.length ? recent[0].sentAt!.getTime() + waitMs : now.getTime();
  if (recent.length >= settings.limit)
    allowed = Math.max(allowed, recent[settings.limit - 1].sentAt!.getTime() + DAY_MS);
  return new Date(Math.max(allowed, now.getTime()));
}
