import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { asCreation } from "@/lib/db/creation-failure";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { isMediaKey } from "@/lib/media/media-store";
import { getSetting } from "@/lib/settings/get-setting";
import { connectionFor } from "@/lib/tickets/create-ticket";
import { findOrOpenTickets, startedTickets } from "@/lib/tickets/find-or-open-tickets";
import { oneTicketInProgress } from "@/lib/tickets/one-ticket-in-progress";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { dbId } from "@/lib/validation/db-id";
import type { MessageKind } from "@/lib/whatsapp/provider";
import { assertReplyWindow } from "./reply-window";
import { storeOutbound, type OutboundMessage } from "./store-outbound";
import { sendMessageJob } from "./send-message-job";

/** Spec sections 5 and 9: forwarding reaches at most 5 contacts. */
export const MAX_FORWARD_CONTACTS = 5;
const MAX_FORWARDED_MESSAGES = 100;

const uniqueIds = (max: number) =>
  z
    .array(dbId)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export const forwardMessagesSchema = z.object({
  messageIds: uniqueIds(MAX_FORWARDED_MESSAGES).refine((ids) => ids.length > 0, "Select at least one message"),
  // Only bounded here: forwardMessages counts them and answers with the spec's texts.
  contactIds: uniqueIds(500).default([]),
});
export type ForwardMessagesInput = z.input<typeof forwardMessagesSchema>;

const TEXT_KINDS = new Set(["conversation", "extendedTextMessage"]);

type Source = {
  id: number;
  body: string;
  fromMe: boolean;
  ack: number;
  isDeleted: boolean;
  isPrivate: boolean;
  mediaType: string;
  mediaUrl: string | null;
  mediaNameOriginal: string | null;
};

/**
 * What a copy of a message carries: its text, or its stored file (the same file, not a duplicate).
 * A message of ours WhatsApp never took (ack 0) and a private note cannot be forwarded; received messages can. Messages
 * with nothing to resend (deleted, media still downloading or failed, locations, contact cards,
 * calls) are refused rather than forwarded as something else.
 */
function copyOf(message: Source): Omit<OutboundMessage, "userId"> {
  if (message.isPrivate)
    throw new AppError("ERR_PRIVATE_NOTE", "A private note is never sent", [
      { path: "messageIds", message: `privateNote:${message.id}` },
    ]);
  if (message.fromMe && message.ack === 0) {
    throw new AppError(
      "ERR_FORWARD_NEVER_SENT",
      "Não é possível encaminhar essa mensagem , pois ela nunca foi enviada.",
    );
  }
  const { body, mediaUrl } = message;
  if (!message.isDeleted && mediaUrl && isMediaKey(mediaUrl)) {
    const media = {
      key: mediaUrl,
      kind: message.mediaType as MessageKind,
      fileName: message.mediaNameOriginal ?? mediaUrl,
    };
    return { body, media, forwarded: true };
  }
  if (!message.isDeleted && !mediaUrl && TEXT_KINDS.has(message.mediaType)) return { body, forwarded: true };
  throw new AppError("ERR_BAD_REQUEST", "This message cannot be forwarded", [
    { path: "messageIds", message: `notForwardable:${message.id}` },
  ]);
}

/** The connection each contact is written from: its ticket in progress, else the caller's own or the default. */
async function connectionsOf(caller: Caller, contactIds: number[]) {
  const inProgress = await prisma.ticket.findMany({
    where: { idGraf: caller.idGraf, contactId: { in: contactIds }, status: { in: ["pending", "open"] } },
    orderBy: { updatedAt: "desc" },
    select: { contactId: true, whatsappId: true },
  });
  const connections = new Map<number, number>();
  for (const ticket of inProgress)
    if (!connections.has(ticket.contactId)) connections.set(ticket.contactId, ticket.whatsappId);
  if (contactIds.some((id) => !connections.has(id))) {
    const { id: fallback } = await connectionFor(caller);
    for (const id of contactIds) if (!connections.has(id)) connections.set(id, fallback);
  }
  return connections;
}

/**
 * Sends copies of messages the caller may see to up to five contacts of the tenant, marked as
 * forwarded: each contact's ticket is found or opened as for a message of theirs, and each copy is
 * stored with ack 0 and sent by the durable job. All or nothing: one transaction stores every copy.
 */
export async function forwardMessages(caller: Caller, input: ForwardMessagesInput) {
  const { messageIds, contactIds } = forwardMessagesSchema.parse(input);
  if (!contactIds.length) throw new AppError("ERR_FORWARD_NO_CONTACTS", "Nenhum contato selecionado para encaminhar.");
  if (contactIds.length > MAX_FORWARD_CONTACTS)
    throw new AppError("ERR_FORWARD_TOO_MANY_CONTACTS", "Você só pode compartilhar com até 5 contatos");

  const sources = await prisma.message.findMany({
    where: { id: { in: messageIds }, idGraf: caller.idGraf, ticket: visibleTicketWhere(caller) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      body: true,
      fromMe: true,
      ack: true,
      isDeleted: true,
      isPrivate: true,
      mediaType: true,
      mediaUrl: true,
      mediaNameOriginal: true,
    },
  });
  if (sources.length !== messageIds.length) throw new AppError("ERR_NOT_FOUND", "Message not found");
  const copies = sources.map(copyOf);
  const contacts = await prisma.contact.findMany({
    where: { id: { in: contactIds }, idGraf: caller.idGraf },
    orderBy: { id: "asc" },
    select: { id: true, isGroup: true },
  });
  if (contacts.length !== contactIds.length) throw new AppError("ERR_NO_CONTACT_FOUND", "Contact not found");

  const connections = await connectionsOf(caller, contactIds);
  const reopenWithinSeconds = Number(await getSetting(caller.idGraf, "timeCreateNewTicket"));
  const forwarded = await oneTicketInProgress(() =>
    asCreation("ERR_CREATING_MESSAGE", () =>
      prisma.$transaction(async (tx) => {
        const done = [];
        for (const contact of contacts) {
          // The contact's row lock lines this up with the contact's own messages arriving (upsertContact).
          await tx.$queryRaw`SELECT "id" FROM "Contact" WHERE "id" = ${contact.id} FOR UPDATE`;
          const whatsappId = connections.get(contact.id)!;
          const lookup = { idGraf: caller.idGraf, whatsappId, reopenWithinSeconds, now: new Date() };
          const choice = (
            await findOrOpenTickets(tx, lookup, [{ contactId: contact.id, isGroup: contact.isGroup }])
          ).get(contact.id)!;
          const ticket = { id: choice.ticketId, idGraf: caller.idGraf, whatsappId };
          await assertReplyWindow(tx, ticket.id);
          const ids = [];
          for (const copy of copies) ids.push((await storeOutbound(tx, ticket, { ...copy, userId: caller.userId })).id);
          done.push({ contactId: contact.id, ticketId: ticket.id, messageIds: ids, started: startedTickets([choice]) });
        }
        return done;
      }),
    ),
  );
  wakeJobs(sendMessageJob);
  await dispatch(
    forwarded.map(({ messageIds, started }) => ({
      type: "message.created" as const,
      idGraf: caller.idGraf,
      messageIds,
      started,
    })),
  );
  return forwarded.map(({ contactId, ticketId, messageIds: ids }) => ({ contactId, ticketId, messageIds: ids }));
}
