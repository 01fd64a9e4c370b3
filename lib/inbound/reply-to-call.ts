import { prisma } from "@/lib/db/client";
import { dispatch } from "@/lib/events/dispatch";
import type { ConnectionRef, ReceivedMessage } from "@/lib/events/domain-events";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { sendMessageJob } from "@/lib/messages/send-message-job";

export const CALL_REPLY =
  "*Mensagem automática:*\nEste número não atende chamadas de voz ou vídeo. Por favor, envie sua mensagem por texto que responderemos aqui.";

/** The automatic answer to a contact's call, sent when the tenant turned on the `call` setting. */
export async function replyToCall(connection: ConnectionRef, call: ReceivedMessage) {
  const ticket = { id: call.ticketId, idGraf: connection.idGraf, whatsappId: connection.id };
  const reply = await prisma.$transaction((tx) => storeOutbound(tx, ticket, { body: CALL_REPLY }));
  wakeJobs(sendMessageJob);
  await dispatch([{ type: "message.created", idGraf: connection.idGraf, messageIds: [reply.id] }]);
}
