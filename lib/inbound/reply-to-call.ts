import type { RawTx } from "@/lib/db/sql-transaction";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import type { MessagesLocale } from "@/lib/settings/defaults";
import { getSettings } from "@/lib/settings/get-setting";
import { enqueueAutomaticReply } from "@/lib/tickets/automatic-reply";

/** The answer to a call, in the language the company writes to its contacts in (`messagesLocale`). */
export const CALL_REPLY: Record<MessagesLocale, string> = {
  pt: "*Mensagem automática:*\nEste número não atende chamadas de voz ou vídeo. Por favor, envie sua mensagem por texto que responderemos aqui.",
  en: "*Automatic message:*\nThis number does not take voice or video calls. Please send your message as text and we will answer here.",
  es: "*Mensaje automático:*\nEste número no atiende llamadas de voz ni de video. Por favor, envíe su mensaje por texto y le responderemos aquí.",
};

const isCallFromContact = (message: ReceivedMessage) =>
  message.kind === "call_log" && !message.fromMe && !message.isGroup;

/**
 * The automatic answer to contacts' calls when the tenant turned on the `call` setting, enqueued
 * in `tx`, the transaction that stored them, one per call. Returns whether it enqueued any.
 */
export async function replyToCalls(tx: RawTx, connection: ConnectionRef, messages: ReceivedMessage[]) {
  const calls = messages.filter(isCallFromContact);
  if (!calls.length) return false;
  const settings = await getSettings(connection.idGraf, ["call", "messagesLocale"], tx);
  if (settings.call !== "enabled") return false;
  for (const call of calls)
    await enqueueAutomaticReply(
      tx,
      { id: call.ticketId, idGraf: connection.idGraf },
      { text: CALL_REPLY[settings.messagesLocale as MessagesLocale] },
      `call:${call.messageId}`,
    );
  return true;
}
