import { prisma } from "@/lib/db/client";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { publishMessage } from "@/lib/messages/publish-message";
import { storeOutbound } from "@/lib/messages/store-outbound";
import type { Received } from "./receive-message";

export const CALL_REPLY =
  "*Mensagem automática:*\nEste número não atende chamadas de voz ou vídeo. Por favor, envie sua mensagem por texto que responderemos aqui.";

/** The automatic answer to a contact's call, sent when the tenant turned on the `call` setting. */
export async function replyToCall(received: Received) {
  const reply = await prisma.$transaction(async (tx) => {
    const ticket = await tx.ticket.findUniqueOrThrow({ where: { id: received.ticketId }, select: { id: true, idGraf: true, whatsappId: true } });
    return storeOutbound(tx, ticket, { body: CALL_REPLY });
  });
  wakeJobs();
  await publishMessage(reply.id, "create");
}
