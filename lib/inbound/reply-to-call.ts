import { prisma } from "@/lib/db/client";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { publishMessage } from "@/lib/messages/publish-message";
import { storeOutbound } from "@/lib/messages/store-outbound";
import type { Connection, Received } from "./receive-message";

export const CALL_REPLY =
  "*Mensagem automática:*\nEste número não atende chamadas de voz ou vídeo. Por favor, envie sua mensagem por texto que responderemos aqui.";

/** The automatic answer to a contact's call, sent when the tenant turned on the `call` setting. */
export async function replyToCall(connection: Connection, received: Received) {
  const ticket = { id: received.ticketId, idGraf: connection.idGraf, whatsappId: connection.id };
  const reply = await prisma.$transaction((tx) => storeOutbound(tx, ticket, { body: CALL_REPLY }));
  wakeJobs();
  await publishMessage(reply.id, "create");
}
