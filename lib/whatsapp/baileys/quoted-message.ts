import type { WAMessage } from "baileys";
import { prisma } from "@/lib/db/client";
import { loadBaileys } from "./runtime";

/**
 * The message a reply quotes, as Baileys needs it: its key (who wrote it) and its content (shown
 * in the quote). The stored raw payload has both; a message we sent has none, so its key and text
 * are rebuilt from the row. Undefined when the message is unknown: the reply goes without a quote.
 */
export async function quotedMessage(whatsappId: number, jid: string, id: string): Promise<WAMessage | undefined> {
  const stored = await prisma.message.findUnique({
    where: { whatsappId_providerMessageId: { whatsappId, providerMessageId: id } },
    select: { fromMe: true, body: true, dataJson: true },
  });
  if (!stored) return undefined;
  const { BufferJSON } = await loadBaileys();
  const raw = stored.dataJson
    ? (JSON.parse(JSON.stringify(stored.dataJson), BufferJSON.reviver) as Partial<WAMessage>)
    : undefined;
  if (raw?.key?.id === id && raw.message) return raw as WAMessage;
  return { key: { remoteJid: jid, id, fromMe: stored.fromMe }, message: { conversation: stored.body } };
}
