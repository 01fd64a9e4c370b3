import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { dispatch } from "@/lib/events/dispatch";
import type { DomainEvent, ReceivedMessage } from "@/lib/events/domain-events";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { storeOutbound } from "@/lib/messages/store-outbound";
import { chosenNumber, fillTemplate, menuMessage } from "./greeting-template";
import { menuOrder } from "@/lib/queues/menu-tree";
import { enqueueMenuTimeout } from "./menu-timeout-job";
import { isDayOff, isWeekend, withinHours } from "./work-hours";
import { sendMessageJob } from "@/lib/messages/send-message-job";

// What the connection answers by itself to a contact no attendant has taken yet (spec: queues and
// chatbot, work hours): the out-of-work message, the greeting with numbered queues, a queue's
// chatbot menu, nested options, and the hand-over to a person.

async function load(ticketId: number) {
  return prisma.ticket.findUniqueOrThrow({
    where: { id: ticketId },
    include: {
      contact: { select: { name: true } },
      whatsapp: { include: { queues: { include: { queue: true }, orderBy: { queueId: "asc" } }, defaultQueue: true } },
      chatbotOption: { include: { options: { ...menuOrder, include: { options: menuOrder } } } },
      queue: { include: { chatbots: { where: { parentId: null }, ...menuOrder, include: { options: menuOrder } } } },
    },
  });
}

type Ticket = Awaited<ReturnType<typeof load>>;
const placeOf = ({ idGraf, status, userId, queueId }: Ticket) => ({ idGraf, status, userId, queueId });
type Change = { reply?: string; ticket?: Prisma.TicketUpdateInput; menu?: boolean };
type Department = Ticket["whatsapp"]["queues"][number]["queue"];

function connectionClosed(ticket: Ticket, at: Date) {
  const w = ticket.whatsapp;
  if (!w.defineWorkHours) return false;
  return !withinHours(at, w, (day) =>
    isWeekend(day)
      ? { start: w.startWorkHourWeekend, end: w.endWorkHourWeekend }
      : { start: w.startWorkHour, end: w.endWorkHour },
  );
}

/** Closed on a holiday and on a day its flag is off (with or without hours), and outside its hours when it has them. */
function queueClosed(queue: Department, at: Date) {
  if (queue.holiday || isDayOff(at, queue)) return true;
  if (!queue.startWork || !queue.endWork) return false;
  return !withinHours(at, queue, () => ({ start: queue.startWork!, end: queue.endWork! }));
}

function decide(ticket: Ticket, body: string, isNewConversation: boolean, at: Date): Change {
  const fill = (text: string) => fillTemplate(text, ticket.contact.name, at);
  const queues = ticket.whatsapp.queues.map((link) => link.queue);
  const greetingMenu = () =>
    fill(
      menuMessage(
        ticket.whatsapp.greetingMessage,
        queues.map((q) => q.name),
      ),
    );
  if (isNewConversation && connectionClosed(ticket, at) && ticket.whatsapp.outOfWorkMessage) {
    const closed = fill(ticket.whatsapp.outOfWorkMessage);
    // On a chatbot connection the menu follows the out-of-hours text, so the contact's next
    // message is read as a choice of department (spec section 3), not as a missed answer.
    const menuDue = !ticket.queueId && ticket.whatsapp.hasChatbot && queues.length > 1;
    return menuDue ? { reply: `${closed}\n\n${greetingMenu()}`, menu: true } : { reply: closed };
  }
  const closedNote = (queue: Department) =>
    queueClosed(queue, at) && queue.outOfWorkMessage ? fill(queue.outOfWorkMessage) : undefined;
  // A conversation that starts in a department (the connection's only one, or its default one
  // without the chatbot) hears when that department is closed, as one that chose it does.
  const closedOnArrival = isNewConversation && ticket.queue ? closedNote(ticket.queue) : undefined;
  if (closedOnArrival) return { reply: closedOnArrival };
  const land = (queue: Department) => ({ queue: { connect: { id: queue.id } } });
  const enter = (queue: Department): Change => ({
    ticket: land(queue),
    reply: closedNote(queue) ?? (queue.greetingMessage ? fill(queue.greetingMessage) : undefined),
  });
  if (!ticket.queueId) {
    if (queues.length < 2) return {};
    const fallback = ticket.whatsapp.defaultQueue;
    // Without the chatbot there is no menu: the ticket waits in the default department, whose
    // out-of-hours message still tells the contact when it is closed.
    if (!ticket.whatsapp.hasChatbot) return fallback ? { ticket: land(fallback), reply: closedNote(fallback) } : {};
    const choice = chosenNumber(body, queues.length);
    if (choice) return enter(queues[choice - 1]);
    // A new conversation gets the menu; an answer that is no choice ends in the default department.
    if (isNewConversation || !fallback) return { reply: greetingMenu(), menu: true };
    return enter(fallback);
  }
  if (!ticket.whatsapp.hasChatbot || !ticket.queue) return {};
  const node = ticket.chatbotOption;
  // An option that hands over to a person ends the menu.
  if (node?.isAgent) return {};
  const options = node ? node.options : ticket.queue.chatbots;
  if (!options.length) return {};
  const choice = chosenNumber(body, options.length);
  if (!choice)
    return {
      reply: fill(
        menuMessage(
          node ? node.greetingMessage : ticket.queue.greetingMessage,
          options.map((o) => o.name),
        ),
      ),
    };
  const option = options[choice - 1];
  const reply = option.options.length
    ? menuMessage(
        option.greetingMessage,
        option.options.map((o) => o.name),
      )
    : option.greetingMessage;
  return { ticket: { chatbotOption: { connect: { id: option.id } } }, reply: reply ? fill(reply) : undefined };
}

export type BotFacts = {
  id: number;
  userId: number | null;
  status: string;
  queueId: number | null;
  whatsapp: { defineWorkHours: boolean; hasChatbot: boolean; queueCount: number };
  queue: { holiday: boolean; daysOff: boolean; startWork: string | null; outOfWorkMessage: string | null } | null;
};

/** What decides whether the bot could answer on these tickets, read once for a batch of messages (every inbound batch: lib/db/read-sql.ts). */
export async function readBotFacts(idGraf: number, ticketIds: number[]): Promise<Map<number, BotFacts>> {
  const rows = await readSql<BotFacts>(Prisma.sql`
    SELECT t.id, t."userId", t.status, t."queueId",
      json_build_object('defineWorkHours', w."defineWorkHours", 'hasChatbot', w."hasChatbot",
        'queueCount', (SELECT count(*)::int FROM "WhatsappQueue" wq WHERE wq."whatsappId" = w.id)) AS whatsapp,
      (SELECT json_build_object('holiday', q.holiday, 'startWork', q."startWork", 'outOfWorkMessage', q."outOfWorkMessage",
        'daysOff', NOT (q.monday AND q.tuesday AND q.wednesday AND q.thursday AND q.friday AND q.saturday AND q.sunday))
        FROM "Queue" q WHERE q.id = t."queueId") AS queue
    FROM "Ticket" t JOIN "Whatsapp" w ON w.id = t."whatsappId" WHERE t."idGraf" = ${idGraf} AND t.id = ANY(${ticketIds}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the bot could have anything to say: most messages belong to tickets someone has taken or
 * to connections with one queue and no work hours, and skip the full load. A "no" stays true while
 * the bot answers the rest of a batch, since the bot never takes a ticket or drops its queue.
 */
function botMayAnswer(ticket: BotFacts, isNewConversation: boolean) {
  if (ticket.userId || ticket.status !== "pending") return false;
  const { whatsapp, queue } = ticket;
  const queueMayBeClosed = !!queue?.outOfWorkMessage && (queue.holiday || queue.daysOff || !!queue.startWork);
  return (
    (isNewConversation && (whatsapp.defineWorkHours || queueMayBeClosed)) ||
    (ticket.queueId ? whatsapp.hasChatbot : whatsapp.queueCount > 1)
  );
}

/** Answers a contact's message (of the tenant) for the bot when it applies; returns whether anything was sent. */
export async function routeInbound(
  idGraf: number,
  message: ReceivedMessage,
  at = new Date(),
  facts?: BotFacts,
): Promise<boolean> {
  if (message.fromMe || message.isGroup) return false;
  const known = facts ?? (await readBotFacts(idGraf, [message.ticketId])).get(message.ticketId);
  const isNewConversation = !!message.started;
  if (!known || !botMayAnswer(known, isNewConversation)) return false;
  const ticket = await load(message.ticketId);
  const change = decide(ticket, message.body, isNewConversation, at);
  if (!change.reply && !change.ticket) return false;
  const reply = await prisma.$transaction(async (tx) => {
    if (change.ticket) await tx.ticket.update({ where: { id: ticket.id }, data: change.ticket });
    const sent = change.reply ? await storeOutbound(tx, ticket, { body: change.reply }) : null;
    if (sent && change.menu) await enqueueMenuTimeout(tx, { ticketId: ticket.id, menuMessageId: sent.id });
    return sent;
  });
  wakeJobs(sendMessageJob);
  const events: DomainEvent[] = [];
  if (reply) events.push({ type: "message.created", idGraf: ticket.idGraf, messageIds: [reply.id] });
  // A queue chosen moves the ticket out of the rooms of those outside it.
  if (change.ticket)
    events.push({ type: "ticket.updated", idGraf: ticket.idGraf, ticketId: ticket.id, before: placeOf(ticket) });
  await dispatch(events);
  return !!change.reply;
}
