import type { Prisma } from "@/lib/generated/prisma/client";
import { optOutWord } from "./bulk-rows";
import type { MessageSendSettings } from "./send-settings-of";

/** Why a row is not sent: the number is not a contact, has no photo, or answered the opt-out word. */
export type SkipReason = "notAContact" | "noPhoto" | "optedOut";

async function optedOut(tx: Prisma.TransactionClient, idGraf: number, phone: string, word: string) {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM "Contact" c
      JOIN "Ticket" t ON t."contactId" = c."id"
      JOIN "Message" m ON m."ticketId" = t."id"
    WHERE c."idGraf" = ${idGraf} AND c."number" = ${phone} AND m."fromMe" = false
      AND fold_text(btrim(m."body")) = fold_text(${word})
    LIMIT 1`;
  return rows.length > 0;
}

/** The connection's switches (contacts only, photo only) and the opt-outs, checked before each send. */
export async function skipReason(
  tx: Prisma.TransactionClient,
  settings: MessageSendSettings,
  row: { idGraf: number; phone: string },
): Promise<SkipReason | null> {
  if (settings.contacts || settings.photo) {
    const contact = await tx.contact.findFirst({
      where: { idGraf: row.idGraf, number: row.phone },
      select: { profilePicUrl: true },
    });
    if (settings.contacts && !contact) return "notAContact";
    if (settings.photo && !contact?.profilePicUrl) return "noPhoto";
  }
  const word = optOutWord(settings.optOut);
  if (word && (await optedOut(tx, row.idGraf, row.phone, word))) return "optedOut";
  return null;
}

/** The text WhatsApp gets: the row's message and the connection's opt-out text below it. */
export const withOptOut = (message: string, optOut: string | null) => (optOut ? `${message}\n\n${optOut}` : message);
