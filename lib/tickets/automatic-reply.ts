import { z } from "zod";
import type { RawTx } from "@/lib/db/sql-transaction";
import { enqueue } from "@/lib/jobs/job-queue";
import type { JobKind } from "@/lib/jobs/define-job";

/**
 * A text the inbox sends by itself to a ticket's contact (the bot's greeting, menu and
 * out-of-hours text, the call reply, the farewell, a department's transfer text), decided in the
 * transaction of the change that causes it and enqueued there: a crash after that commit still
 * sends it, and a rolled-back change sends nothing. `templateAt`: the text is a template filled
 * with the contact's name and that moment (lib/chatbot/greeting-template.ts). `menu`: the
 * departments' menu, whose time-out starts with it. `ratingHint`: a rating question, followed by
 * the line saying how to answer it, in the company's contact language. The job that runs it is
 * lib/chatbot/automatic-reply-job.ts.
 */
export const automaticReply = {
  queue: "automatic-reply",
  payload: z.object({
    ticketId: z.number().int(),
    text: z.string().min(1),
    templateAt: z.iso.datetime().optional(),
    menu: z.boolean().optional(),
    ratingHint: z.boolean().optional(),
  }),
} satisfies JobKind;

export type AutomaticReply = Omit<z.input<typeof automaticReply.payload>, "ticketId">;

/**
 * Enqueues the reply in `tx`. A ticket's replies are stored one at a time, in the order they were
 * decided (their group), and the send job each hands over keeps that order among the ticket's
 * sends. A `key` keeps one reply per cause.
 */
export async function enqueueAutomaticReply(
  tx: RawTx,
  ticket: { id: number; idGraf: number },
  reply: AutomaticReply,
  key?: string,
) {
  await enqueue(
    tx,
    automaticReply,
    { ticketId: ticket.id, ...reply },
    {
      idGraf: ticket.idGraf,
      group: `${automaticReply.queue}:${ticket.id}`,
      key: key && `${automaticReply.queue}:${key}`,
    },
  );
}
