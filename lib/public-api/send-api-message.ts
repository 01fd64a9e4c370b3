import type { Caller } from "@/lib/auth/caller";
import { findOrCreateContact, resolveNumber } from "@/lib/contacts/find-or-create-contact";
import { prisma } from "@/lib/db/client";
import { asCreation } from "@/lib/db/creation-failure";
import { autocommit } from "@/lib/db/sql-transaction";
import { mediaStore } from "@/lib/media/media-store";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { afterAnswer } from "@/lib/process/request-context";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { assertWindowOpen } from "@/lib/messages/reply-window";
import { replyTicket } from "@/lib/messages/reply-ticket";
import { sendMessageJob } from "@/lib/messages/send-message-job";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { oneTicketInProgress } from "@/lib/tickets/one-ticket-in-progress";
import { storeApiMedia } from "./api-media";
import { sendPlace } from "./send-place";
import type { SendApiMessageInput, SentApiMessage } from "./schemas";

const IN_PROGRESS = ["open", "pending"] as const;

async function queueOf(caller: Caller, queueId: number | undefined, fallback: number | null) {
  if (queueId === undefined) return fallback;
  const queue = await prisma.queue.findFirst({ where: { id: queueId, idGraf: caller.idGraf }, select: { id: true } });
  if (!queue) throw new AppError("ERR_NOT_FOUND", "Department not found");
  return queue.id;
}

/** The number's contact, created once WhatsApp knows the number. */
async function contactOf(caller: Caller, number: string, whatsappId: number) {
  const { contact } = await findOrCreateContact(caller, { name: number, number, email: "" }, whatsappId);
  return contact.id;
}

/** The contact's open or pending ticket on the connection, else a new pending one in the given department. */
async function ticketFor(caller: Caller, place: { contactId: number; whatsappId: number }, queueId: number | null) {
  const where = { idGraf: caller.idGraf, ...place };
  const inProgress = await prisma.ticket.findFirst({
    where: { ...where, status: { in: [...IN_PROGRESS] } },
    select: { id: true },
  });
  if (inProgress) return inProgress.id;
  const created = await oneTicketInProgress(
    () =>
      asCreation("ERR_CREATING_TICKET", () =>
        prisma.ticket.create({ data: { ...where, status: "pending", queueId }, select: { id: true } }),
      ),
    where,
  );
  await dispatch([{ type: "ticket.created", idGraf: caller.idGraf, ticketId: created.id }]);
  return created.id;
}

/**
 * POST /api/v1/messages: a text, a file or both to a number, from an integration. A file is kept
 * in the media store first (lib/public-api/api-media.ts), so a refused one changes nothing. The
 * contact is found, or created once WhatsApp knows the number; the message joins its open or
 * pending ticket on the connection, else opens a pending one in the connection's default department
 * (or the department given). It is then stored and sent by the same durable job as an attendant's
 * message, with the same failure marks, recorded as sent by the caller (for a key, the admin who
 * created it). It answers before the screens' events of the message (afterAnswer).
 */
export async function sendApiMessage(caller: Caller, input: SendApiMessageInput): Promise<SentApiMessage> {
  const { number } = resolveNumber(input.number);
  const known = await sendPlace(caller, number, input.whatsappId);
  const { connection } = known;
  const queueId = await queueOf(caller, input.queueId, connection.defaultQueueId);
  const media = input.media && (await storeApiMedia(caller, input.media));
  try {
    const contactId = known.contactId ?? (await contactOf(caller, input.number, connection.id));
    const db = autocommit();
    const place = { contactId, whatsappId: connection.id };
    const ticket =
      known.ticket ?? (await replyTicket(db, caller, await ticketFor(caller, place, queueId), IN_PROGRESS));
    assertWindowOpen(ticket);
    const body = input.body ?? media?.fileName ?? "";
    const message = await asCreation("ERR_CREATING_MESSAGE", () =>
      storeOutbound(db, ticket, { body, userId: caller.userId, media }),
    );
    wakeJobs(sendMessageJob);
    await afterAnswer(dispatch([{ type: "message.created", idGraf: caller.idGraf, messageIds: [message.id] }]));
    return { messageId: message.id, ticketId: ticket.id, contactId };
  } catch (error) {
    // No message names the file.
    if (media) await mediaStore().remove(caller.idGraf, media.key);
    throw error;
  }
}
