import type { RawTx } from "@/lib/db/sql-transaction";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import { getSetting } from "@/lib/settings/get-setting";
import { enqueueAutomaticReply } from "@/lib/tickets/automatic-reply";

export const CALL_REPLY =
  "*Mensagem automática:*\nEste número não atende chamadas de voz ou vídeo. Por favor, envie sua mensagem por texto que responderemos aqui.";

const isCallFromContact = (message: ReceivedMessage) =>
  message.kind === "call_log" && !message.fromMe && !message.isGroup;

/**
 * The automatic answer to contacts' calls when the tenant turned on the `call` setting, enqueued
 * in `tx`, the transaction that stored them, one per call. Returns whether it enqueued any.
 */
export async function replyToCalls(tx: RawTx, connection: ConnectionRef, messages: ReceivedMessage[]) {
  const calls = messages.filter(isCallFromContact);
  if (!calls.length || (await getSetting(connection.idGraf, "call", tx)) !== "enabled") return false;
  for (const call of calls)
    await enqueueAutomaticReply(
      tx,
      { id: call.ticketId, idGraf: connection.idGraf },
      { text: CALL_REPLY },
      `call:${call.messageId}`,
    );
  return true;
}
