import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { asCreation } from "@/lib/db/creation-failure";
import { autocommit, type RawTx } from "@/lib/db/sql-transaction";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { afterAnswer } from "@/lib/process/request-context";
import { dbId } from "@/lib/validation/db-id";
import { addNote } from "./add-note";
import { messageViewOf } from "./message-view";
import { quotedMessageId } from "./quoted-message";
import { assertWindowOpen } from "./reply-window";
import { freeReplyTargetSql, replyTicket } from "./reply-ticket";
import { storeOutbound, storeOutboundTo } from "./store-outbound";
import { sendMessageJob } from "./send-message-job";

export const sendMessageSchema = z
  .object({
    body: z
      .string()
      .max(30000)
      .refine((text) => text.trim().length > 0, "empty"),
    quotedMsg: z.object({ id: dbId }).nullish(),
    /** The signature option: the attendant's name in bold and a line break before the text. */
    signature: z.boolean().default(false),
    /** A note between attendants, never sent to the contact. */
    isPrivate: z.boolean().default(false),
    /** Attendants a note names with @; they must be able to see the ticket. */
    mentionedUserIds: z.array(dbId).max(50).default([]),
  })
  .refine((value) => value.isPrivate || !value.mentionedUserIds.length, {
    path: ["mentionedUserIds"],
    message: "onlyInNotes",
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * An attendant's text to a ticket's contact: stored first with ack 0, then sent by a durable job,
 * so a crash or a provider failure loses nothing and the send is retried. Outside a Cloud API
 * contact's 24-hour window it is refused before anything is stored. `isPrivate` makes it a note.
 * A plain reply the caller may write is one statement (freeReplyTargetSql); the rest are checked
 * first, which also tells a refused one why.
 * The sender has the stored message, and its view (`view`), in the answer; the screens' events
 * follow it (afterAnswer).
 */
export async function sendMessage(caller: Caller, ticketId: number, input: SendMessageInput) {
  const data = sendMessageSchema.parse(input);
  const body = data.signature ? `*${caller.name}*\n${data.body}` : data.body;
  if (data.isPrivate) {
    const note = await addNote(caller, ticketId, {
      body,
      quoted: data.quotedMsg,
      mentionedUserIds: data.mentionedUserIds,
    });
    return { ...note, view: await messageViewOf(caller.idGraf, note.id) };
  }
  const db = autocommit();
  // Without a quote to check, the checks are the store's condition: one round trip.
  const stored = data.quotedMsg
    ? null
    : await asCreation("ERR_CREATING_MESSAGE", () =>
        storeOutboundTo(db, { id: ticketId, idGraf: caller.idGraf }, freeReplyTargetSql(caller, ticketId), {
          body,
          userId: caller.userId,
        }),
      );
  const message = stored ?? (await checkedSend(db, caller, ticketId, body, data.quotedMsg));
  wakeJobs(sendMessageJob);
  await afterAnswer(dispatch([{ type: "message.created", idGraf: caller.idGraf, messageIds: [message.id] }]));
  return message;
}

/**
 * A reply the one-statement store did not take (a quote to check, a Cloud API window to read, or a
 * ticket the caller may not write to): the checks, which say why, then the store (a ticket closed
 * in between takes the message, as it did when the checks ran in the write's transaction without
 * locking the ticket).
 */
async function checkedSend(
  db: RawTx,
  caller: Caller,
  ticketId: number,
  body: string,
  quoted: SendMessageInput["quotedMsg"],
) {
  const ticket = await replyTicket(db, caller, ticketId);
  const quotedMsgId = await quotedMessageId(db, ticket.id, quoted, true);
  assertWindowOpen(ticket);
  return asCreation("ERR_CREATING_MESSAGE", () =>
    storeOutbound(db, ticket, { body, userId: caller.userId, quotedMsgId }),
  );
}
